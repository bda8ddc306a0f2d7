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

/** Each line of `code` after a using or import it needs and does not have yet. */
const withHeader = (header: readonly string[], code: string): string => {
  const missing = header.filter((line) => !code.includes(line));
  return missing.length > 0 ? `${missing.join('\n')}\n\n${code}` : code;
};

/**
 * What makes a generator's statements a program a reader saves and runs: Java's go in a class's
 * main (`java Main.java` runs it), Kotlin's in `main` after OkHttp's imports, Rust's in Tokio's
 * async `main` (reqwest is async), PHP's after its opening tag; C#'s are top-level statements
 * (C# 9+) once their namespaces are imported, and they print the answer as the other samples do.
 * The others are programs as written.
 */
const AS_PROGRAM: Partial<Record<GeneratedSampleLanguage, (code: string) => string>> = {
  csharp: (code) => withHeader(['using RestSharp;'], `${code.trimEnd()}\nConsole.WriteLine(response.Content);\n`),
  dotnet: (code) =>
    withHeader(
      ['using System.Net.Http;', ...(code.includes('AuthenticationHeaderValue') ? ['using System.Net.Http.Headers;'] : [])],
      `${code.trimEnd()}\nConsole.WriteLine(await response.Content.ReadAsStringAsync());\n`,
    ),
  kotlin: (code) =>
    [
      'import okhttp3.MediaType',
      'import okhttp3.OkHttpClient',
      'import okhttp3.Request',
      'import okhttp3.RequestBody',
      '',
      'fun main() {',
      indented(code.trimEnd(), '  '),
      '  println(response.body()?.string())',
      '}',
      '',
    ].join('\n'),
  rust: (code) =>
    [
      '// Cargo.toml: reqwest = { version = "0.12", features = ["json"] }, serde_json = "1", tokio = { version = "1", features = ["full"] }',
      '#[tokio::main]',
      'async fn main() -> Result<(), Box<dyn std::error::Error>> {',
      indented(code.trimEnd(), '    '),
      '    println!("{}", response.text().await?);',
      '    Ok(())',
      '}',
      '',
    ].join('\n'),
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

/**
 * PHP's curl sends a request with a body as a POST unless told otherwise, and the generator names
 * no method for a GET: a GET or HEAD with a body says its method right after `curl_init`.
 */
function phpWithMethod(code: string, method: string): string {
  const lines = code.split('\n');
  const init = lines.findIndex((line) => line.startsWith('$ch = curl_init('));
  if (init < 0 || code.includes('CURLOPT_CUSTOMREQUEST')) return code;
  lines.splice(init + 1, 0, '', `curl_setopt($ch, CURLOPT_CUSTOMREQUEST, '${method.toUpperCase()}');`);
  return lines.join('\n');
}

/** The sample of `request` in a generated language; a request the generator cannot write (a URL it refuses) is said as such, never thrown. */
export function generatedSample(language: GeneratedSampleLanguage, request: SampleRequest): string {
  // Node.js: the generator writes fetch(), which refuses a GET body; the JavaScript sample's node:http program sends it.
  if (language === 'node' && bodyOnGetOrHead(request)) return fetchSample(request);
  try {
    const generated = GENERATORS[language].generate(harOf(request)) ?? '';
    const code = language === 'php' && bodyOnGetOrHead(request) ? phpWithMethod(generated, request.method) : generated;
    const asProgram = AS_PROGRAM[language];
    return code && asProgram ? asProgram(code) : code;
  } catch (error) {
    return `// No sample: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** The sample in any language of Mintlify's table: the hand-written ones here too. */
export const anySample = (language: SampleLanguage, request: SampleRequest): string => (isOwnSampleLanguage(language) ? codeSample(language, request) : generatedSample(language, request));
