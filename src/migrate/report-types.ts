import type { ConfigProblem } from '../config/problems.ts';
import type { PathSegment } from '../config/json-path.ts';

/** One change migrate made to the config: where, what it was, what it is now, and why. */
export interface ConfigChange {
  path: PathSegment[];
  /** The value as mint.json had it; undefined when a key was added. */
  old?: unknown;
  /** The value site.json has; undefined when the key was removed. */
  new?: unknown;
  why: string;
}

/** A value migrate could not carry over: left out of site.json and named here, never silently. */
export interface UnconvertedValue {
  path: PathSegment[];
  value: unknown;
  why: string;
}

/** A file of the source folder that is not in DEST (or not used by Quire), with the reason. */
export interface LeftOutFile {
  file: string;
  why: string;
}

/** A symbolic link of the source folder: where it points and what migrate did with it. */
export interface SourceSymlink {
  file: string;
  /** The link's text, as `readlink` gives it. */
  target: string;
  /** True when the file (or the folder's files) it points to were copied. */
  copied: boolean;
  why: string;
}

/** One edit migrate made to a page so that it builds: file and line, the line as it was, why. */
export interface PageEdit {
  file: string;
  line: number;
  old: string;
  why: string;
}

/** An internal link or image in a source page that points at no page or file of the source folder. */
export interface SourceBrokenLink {
  file: string;
  line: number;
  target: string;
  closest?: string;
}

export interface MigrationCounts {
  pages: number;
  images: number;
  snippets: number;
  openapiFiles: number;
  /** Static files other than images (public/). */
  otherFiles: number;
  warnings: number;
  leftOut: number;
}

export interface MigrationReport {
  source: string;
  dest: string;
  /** True when DEST was written. */
  written: boolean;
  /** Why nothing was written: DEST would be overwritten or lies in SRC, no mint.json, mint.json not JSON. */
  refusal?: string;
  /** mint.json is not JSON: where and why (line and column). */
  jsonProblem?: ConfigProblem;
  changes: ConfigChange[];
  pageEdits: PageEdit[];
  unconverted: UnconvertedValue[];
  /** Navigation entries whose page does not exist in the source folder. */
  leftOutPages: Array<{ path: PathSegment[]; reference: string; closest?: string }>;
  leftOutFiles: LeftOutFile[];
  /** Every symbolic link of the source folder, copied or not. */
  symlinks: SourceSymlink[];
  /** What --force replaced in DEST, relative to it (a folder ends with `/`); DEST's other files are kept. */
  replaced: string[];
  /** Files copied, relative to DEST, grouped by kind. */
  copied: { pages: string[]; snippets: string[]; images: string[]; otherFiles: string[]; openapi: string[] };
  brokenLinks: SourceBrokenLink[];
  /** Images (markdown, <img src>/srcset, component props) in a source page that name no file of the source folder. */
  brokenImages: SourceBrokenLink[];
  /** Things the build or the reader will notice (unparsable pages, Mintlify-only frontmatter, …). */
  warnings: string[];
  counts: MigrationCounts;
  /** The command that builds the migrated site. */
  buildCommand: string;
}

export function emptyReport(source: string, dest: string): MigrationReport {
  return {
    source,
    dest,
    written: false,
    changes: [],
    pageEdits: [],
    unconverted: [],
    leftOutPages: [],
    leftOutFiles: [],
    symlinks: [],
    replaced: [],
    copied: { pages: [], snippets: [], images: [], otherFiles: [], openapi: [] },
    brokenLinks: [],
    brokenImages: [],
    warnings: [],
    counts: { pages: 0, images: 0, snippets: 0, openapiFiles: 0, otherFiles: 0, warnings: 0, leftOut: 0 },
    buildCommand: `npx quire build ${dest}`,
  };
}
