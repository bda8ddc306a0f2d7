import type { TypeDocRead } from './typedoc-json.ts';

/*
 * What the reader of one SDK format is given: the artifact its tool writes, already read from the
 * site folder (or a URL) by one reader, so each format's reader is a pure function of text. Every
 * format lowers into the one model the pages draw, TypeDoc's reflections (typedoc-json.ts), with
 * each declaration's `code` written in its own language.
 */

/** A single file's text (TypeDoc's JSON, phpDocumentor's structure.xml). */
export interface SdkFileArtifact {
  shape: 'file';
  text: string;
}

/** A directory's text files by their POSIX path inside it (`com/example/Client.html`, `api/Plants.Client.yml`). */
export interface SdkDirectoryArtifact {
  shape: 'directory';
  files: ReadonlyMap<string, string>;
}

export type SdkArtifact = SdkFileArtifact | SdkDirectoryArtifact;

/** A format Quire makes pages from: the artifact's shape, how its tool makes it, and its reader. */
export interface SdkFormat {
  shape: SdkArtifact['shape'];
  /** What docs.json should name, for a problem's "expected": `a TypeDoc JSON export (typedoc --json)`. */
  expected: string;
  /** The language of its declarations, as a code fence names it: `ts`, `java`, `python`, `csharp`, `php`. */
  language: string;
  /** Its reader, loaded only by a site that has such an artifact. */
  parse(artifact: SdkArtifact): Promise<TypeDocRead>;
}
