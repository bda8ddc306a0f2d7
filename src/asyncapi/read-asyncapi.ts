import { resolve } from 'node:path';
import type { AsyncAPIDocumentInterface, Parser } from '@asyncapi/parser';
import type { RemoteSpecText } from '../openapi/fetch-spec.ts';
import { isHttpUrl } from '../utils/urls.ts';
import { readReferenceText } from '../utils/read-site-file.ts';

/** A problem of an AsyncAPI file, where the parser located it (1-based line and column). */
export interface AsyncApiFileProblem {
  message: string;
  line?: number;
  column?: number;
}

export type AsyncApiRead = { ok: true; document: AsyncAPIDocumentInterface } | { ok: false; problems: AsyncApiFileProblem[] };

/** Spectral's severities: 0 is an error; warnings, hints and advice (a newer version exists) leave the file usable. */
const ERROR = 0;

let parser: Promise<Parser> | undefined;

/**
 * The parser, loaded on first use: a site without AsyncAPI pages never loads it (it brings
 * Spectral's rules). It reads what the document holds and nothing else: no `$ref` is fetched
 * from the network or read from another file (resolvers: none), so a spec cannot reach past the site folder.
 */
function asyncApiParser(): Promise<Parser> {
  parser ??= import('@asyncapi/parser').then(({ Parser: AsyncApiParser }) => new AsyncApiParser({ __unstable: { resolver: { cache: false, resolvers: [] } } }));
  return parser;
}

/** The text of an AsyncAPI 2.x or 3.x document parsed with @asyncapi/parser, its errors located; `source` names it in the parser's messages. */
export async function parseAsyncApi(text: string, source: string): Promise<AsyncApiRead> {
  try {
    const { document, diagnostics } = await (await asyncApiParser()).parse(text, { source });
    const errors = diagnostics.filter((diagnostic) => diagnostic.severity === ERROR);
    if (document && errors.length === 0) return { ok: true, document };
    const problems = errors.map((diagnostic) => ({
      message: diagnostic.message,
      line: diagnostic.range.start.line + 1,
      column: diagnostic.range.start.character + 1,
    }));
    return { ok: false, problems: problems.length > 0 ? problems : [{ message: 'not an AsyncAPI document the parser can read' }] };
  } catch (error) {
    return { ok: false, problems: [{ message: error instanceof Error ? error.message : String(error) }] };
  }
}

/** An AsyncAPI file docs.json names: a path from the site folder, or an http(s) URL read through the build's remote reader (its cache). */
export async function readAsyncApiSource(file: string, siteDir: string, readRemote: (url: string) => Promise<RemoteSpecText>): Promise<AsyncApiRead> {
  const read = await readReferenceText(file, siteDir, readRemote);
  return read.ok ? parseAsyncApi(read.text, isHttpUrl(file) ? file : resolve(siteDir, file)) : { ok: false, problems: [{ message: read.message }] };
}
