import { createElement, Fragment, type ReactNode } from 'react';

/**
 * What a name the site's React code draws and nothing defines becomes (UnknownComponent.astro for
 * React code): its children alone, no wrapper, so the rest of the component still draws and the
 * reader sees the content as if the tag were not there. The build reports the name.
 */
export const PlainContent = ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children);
