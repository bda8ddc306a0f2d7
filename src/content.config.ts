// What an Astro project using Quire writes in its own src/content.config.ts (as `quire-docs/content`).
export { collections } from './docs-collection.ts';
