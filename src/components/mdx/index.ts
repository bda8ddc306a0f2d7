import { authoringComponents } from 'virtual:quire/authoring-components';
import Snippet from './Snippet.astro';

/** Handed to every page's <Content components={…} />, so .mdx pages use these without imports. */
export const mdxComponents = { ...authoringComponents, Snippet };
