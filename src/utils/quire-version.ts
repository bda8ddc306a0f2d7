import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const versionIn = (file: string | URL): string => (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;

/** Quire's version: its package.json, two folders up from src/utils/ and from the published lib/utils/ alike. */
export const quireVersion = (): string => versionIn(new URL('../../package.json', import.meta.url));

/** What `quire --version` prints, and a bug report needs: Quire's version and the Astro and Node.js it runs on. */
export const versionLine = (): string => `quire ${quireVersion()} (Astro ${versionIn(createRequire(import.meta.url).resolve('astro/package.json'))}, Node.js ${process.versions.node})`;
