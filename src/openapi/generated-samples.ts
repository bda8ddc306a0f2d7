import { cLibcurl } from '@scalar/snippetz/plugins/c/libcurl';
import { csharpHttpclient } from '@scalar/snippetz/plugins/csharp/httpclient';
import { csharpRestsharp } from '@scalar/snippetz/plugins/csharp/restsharp';
import { dartHttp } from '@scalar/snippetz/plugins/dart/http';
import { goNative } from '@scalar/snippetz/plugins/go/native';
import { javaNethttp } from '@scalar/snippetz/plugins/java/nethttp';
import { jsFetch } from '@scalar/snippetz/plugins/js/fetch';
import { kotlinOkhttp } from '@scalar/snippetz/plugins/kotlin/okhttp';
import { nodeFetch } from '@scalar/snippetz/plugins/node/fetch';
import { phpCurl } from '@scalar/snippetz/plugins/php/curl';
import { powershellRestmethod } from '@scalar/snippetz/plugins/powershell/restmethod';
import { rubyNative } from '@scalar/snippetz/plugins/ruby/native';
import { rustReqwest } from '@scalar/snippetz/plugins/rust/reqwest';
import { swiftNsurlsession } from '@scalar/snippetz/plugins/swift/nsurlsession';
import { bodyOnGetOrHead, codeSample, fetchSample, hasBody, isOwnSampleLanguage, type GeneratedSampleLanguage, type SampleLanguage, type SampleRequest } from './samples.ts';

/**
 * Samples in the languages Quire does not write by hand, from Scalar's generator (@scalar/snippetz,
 * MIT): one plugin per language, each the plain client of its standard library or its most used
 * one. Browser-safe: the playground loads this module only on pages that show one of these tabs.
 * Chosen over @readme/httpsnippet for its per-language modules (a page loads the plugins, not the
 * whole generator) and its output for JSON bodies (kept as written, not re-serialised).
 */
const GENERATORS: Record<GeneratedSampleLanguage, { generate(request: object): string | undefined }> = {
  node: nodeFetch,
  // fetch with a typed body is the same program in TypeScript.
  typescript: jsFetch,
  php: phpCurl,
  go: goNative,
  java: javaNethttp,
  ruby: rubyNative,
  powershell: powershellRestmethod,
  swift: swiftNsurlsession,
  csharp: csharpRestsharp,
  dotnet: csharpHttpclient,
  c: cLibcurl,
  // libcurl's C API is C++'s way to call it too.
  cpp: cLibcurl,
  kotlin: kotlinOkhttp,
  rust: rustReqwest,
  dart: dartHttp,
};

const indented = (code: string, by: string): string =>
  code
    .split('\n')
    .map((line) => (line ? `${by}${line}` : line))
    .join('\n');

/**
 * What makes a generator's statements a program a reader saves and runs: Java's go in a class's
 * main (`java Main.java` runs it), PHP's after its opening tag. The others are programs as written.
 */
const AS_PROGRAM: Partial<Record<GeneratedSampleLanguage, (code: string) => string>> = {
  java: (code) =>
    [
      'import java.net.http.HttpClient;',
      'import java.net.http.HttpRequest;',
      'import java.net.http.HttpResponse;',
      '',
      'public class Main {',
      '  public static void main(String[] args) throws Exception {',
      indented(code.trimEnd(), '    '),
      '  }',
      '}',
      '',
    ].join('\n'),
  php: (code) => (code.trimStart().startsWith('<?php') ? code : `<?php\n\n${code}`),
};

/** The request as the generator reads it (HAR): headers as name/value, the body with its media type. */
function harOf(request: SampleRequest) {
  const contentType = request.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  return {
    method: request.method,
    url: request.url,
    headers: request.headers.map(([name, value]) => ({ name, value })),
    ...(hasBody(request) ? { postData: { mimeType: contentType ?? 'application/json', text: request.body } } : {}),
  };
}

/** The sample of `request` in a generated language; a request the generator cannot write (a URL it refuses) is said as such, never thrown. */
export function generatedSample(language: GeneratedSampleLanguage, request: SampleRequest): string {
  // Node.js: the generator writes fetch(), which refuses a GET body; the JavaScript sample's node:http program sends it.
  if (language === 'node' && bodyOnGetOrHead(request)) return fetchSample(request);
  try {
    const code = GENERATORS[language].generate(harOf(request)) ?? '';
    const asProgram = AS_PROGRAM[language];
    return code && asProgram ? asProgram(code) : code;
  } catch (error) {
    return `// No sample: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** The sample in any language of Mintlify's table: the hand-written ones here too. */
export const anySample = (language: SampleLanguage, request: SampleRequest): string => (isOwnSampleLanguage(language) ? codeSample(language, request) : generatedSample(language, request));
