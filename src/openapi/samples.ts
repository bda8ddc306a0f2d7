/**
 * Code samples for one request, shared by the build (first render) and the playground (which
 * regenerates them as the reader types). Pure and browser-safe: no Node imports.
 * Secrets never appear here: the caller passes placeholder header values, never a typed token.
 */

export interface SampleRequest {
  method: string;
  url: string;
  headers: Array<[name: string, value: string]>;
  /** JSON text of the body as the reader wrote it (may be invalid JSON). */
  body?: string;
}

/** The samples written here, by hand (the playground redraws them as the reader types, with no generator loaded). */
export type OwnSampleLanguage = 'curl' | 'javascript' | 'python';
/** The samples a generator writes (generated-samples.ts, loaded only where a site lists one of them). */
export type GeneratedSampleLanguage = 'node' | 'typescript' | 'php' | 'go' | 'java' | 'ruby' | 'powershell' | 'swift' | 'csharp' | 'dotnet' | 'c' | 'cpp' | 'kotlin' | 'rust' | 'dart';
export type SampleLanguage = OwnSampleLanguage | GeneratedSampleLanguage;

/** The URL a request goes to: the base URL (no trailing slash) and the operation's path. */
export const requestUrl = (baseUrl: string | undefined, path: string): string => `${(baseUrl ?? '').replace(/\/+$/, '')}${path}`;

/** The tabs a page shows when docs.json lists no language (Mintlify's defaults). */
export const SAMPLE_LANGUAGES: Array<{ id: SampleLanguage; label: string }> = [
  { id: 'curl', label: 'cURL' },
  { id: 'javascript', label: 'JavaScript' },
  { id: 'python', label: 'Python' },
];

/**
 * Every language of Mintlify's table (api-playground/overview, "All supported languages"): the
 * label its tab shows, and the keys and aliases docs.json `api.examples.languages` may name it by.
 */
export const ALL_SAMPLE_LANGUAGES: ReadonlyArray<{ id: SampleLanguage; label: string; names: readonly string[] }> = [
  { id: 'curl', label: 'cURL', names: ['bash', 'curl', 'sh', 'shell'] },
  { id: 'python', label: 'Python', names: ['python', 'py'] },
  { id: 'javascript', label: 'JavaScript', names: ['javascript', 'js'] },
  { id: 'node', label: 'Node.js', names: ['node', 'nodejs', 'node.js'] },
  { id: 'php', label: 'PHP', names: ['php'] },
  { id: 'go', label: 'Go', names: ['go', 'golang'] },
  { id: 'java', label: 'Java', names: ['java'] },
  { id: 'ruby', label: 'Ruby', names: ['ruby', 'rb'] },
  { id: 'powershell', label: 'PowerShell', names: ['powershell'] },
  { id: 'swift', label: 'Swift', names: ['swift'] },
  { id: 'csharp', label: 'C#', names: ['csharp', 'c#'] },
  { id: 'dotnet', label: '.NET', names: ['dotnet', '.net', 'dot-net'] },
  { id: 'typescript', label: 'TypeScript', names: ['typescript', 'ts'] },
  { id: 'c', label: 'C', names: ['c'] },
  { id: 'cpp', label: 'C++', names: ['c++', 'cpp'] },
  { id: 'kotlin', label: 'Kotlin', names: ['kotlin', 'kt'] },
  { id: 'rust', label: 'Rust', names: ['rust', 'rs'] },
  { id: 'dart', label: 'Dart', names: ['dart', 'flutter'] },
];

const LANGUAGE_NAMES = new Map(ALL_SAMPLE_LANGUAGES.flatMap((language) => language.names.map((name) => [name, language] as const)));

/** Whether the playground redraws this language's sample without loading a generator. */
export const isOwnSampleLanguage = (id: string): id is OwnSampleLanguage => id === 'curl' || id === 'javascript' || id === 'python';

/**
 * The sample tabs of an API page, in the order docs.json `api.examples.languages` lists them
 * (Mintlify's defaults when it lists none Quire knows); `unknown` holds the names no language has.
 */
export function sampleLanguages(names: readonly string[] | undefined): { languages: Array<{ id: SampleLanguage; label: string }>; unknown: string[] } {
  const known = (name: string) => LANGUAGE_NAMES.get(name.trim().toLowerCase());
  const wanted = [...new Set((names ?? []).flatMap((name) => known(name) ?? []))].map(({ id, label }) => ({ id, label }));
  const unknown = (names ?? []).filter((name) => known(name) === undefined);
  return { languages: wanted.length > 0 ? wanted : SAMPLE_LANGUAGES, unknown };
}

/** POSIX shell single quotes: everything literal, and ' itself written as '\'' */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

const jsString = (text: string) => JSON.stringify(text);

/** Whether the request carries a body: any text but blanks. */
export const hasBody = (request: SampleRequest): boolean => request.body !== undefined && request.body.trim() !== '';

/** A body on GET or HEAD, which fetch() refuses in browsers and Node.js alike (node:http sends it). */
export const bodyOnGetOrHead = (request: SampleRequest): boolean => hasBody(request) && ['GET', 'HEAD'].includes(request.method.toUpperCase());

function parseBody(body: string | undefined): { ok: true; value: unknown } | { ok: false } | undefined {
  if (body === undefined || body.trim() === '') return undefined;
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

export function curlSample(request: SampleRequest): string {
  const lines = [`curl --request ${request.method.toUpperCase()}`, `  --url ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`  --header ${shellQuote(`${name}: ${value}`)}`);
  const parsed = parseBody(request.body);
  if (parsed) lines.push(`  --data ${shellQuote(parsed.ok ? JSON.stringify(parsed.value, null, 2) : request.body!)}`);
  return lines.join(' \\\n');
}

function indent(text: string, by: string): string {
  return text.split('\n').join(`\n${by}`);
}

export function fetchSample(request: SampleRequest): string {
  const method = request.method.toUpperCase();
  const parsed = parseBody(request.body);
  const bodyExpression = parsed ? (parsed.ok ? `JSON.stringify(${indent(JSON.stringify(parsed.value, null, 2), '  ')})` : jsString(request.body!)) : undefined;
  const headerLines = request.headers.map(([name, value]) => `${jsString(name)}: ${jsString(value)}`);
  if (bodyExpression && bodyOnGetOrHead(request)) {
    const module = request.url.startsWith('https:') ? 'node:https' : 'node:http';
    return [
      `// fetch() cannot send a body with ${method} (browsers and Node.js both refuse), so this uses ${module}.`,
      `import { request } from '${module}';`,
      '',
      `const body = ${bodyExpression};`,
      `const req = request(${jsString(request.url)}, {`,
      `  method: ${jsString(method)},`,
      '  headers: {',
      ...headerLines.map((line) => `    ${line},`),
      `    "Content-Length": Buffer.byteLength(body),`,
      '  },',
      '}, (res) => {',
      "  let text = '';",
      "  res.setEncoding('utf8');",
      "  res.on('data', (chunk) => (text += chunk));",
      "  res.on('end', () => console.log(res.statusCode, text));",
      '});',
      'req.end(body);',
    ].join('\n');
  }
  const options = [`  method: ${jsString(method)},`];
  if (headerLines.length > 0) options.push('  headers: {', ...headerLines.map((line) => `    ${line},`), '  },');
  if (bodyExpression) options.push(`  body: ${bodyExpression},`);
  return [`const response = await fetch(${jsString(request.url)}, {`, ...options, '});', 'console.log(response.status, await response.json());'].join('\n');
}

/** A JSON value as a Python literal (JSON string literals are valid Python string literals). */
export function pythonLiteral(value: unknown, depth = 0): string {
  const pad = '    '.repeat(depth + 1);
  const end = '    '.repeat(depth);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${pythonLiteral(item, depth + 1)},`).join('\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${pad}${JSON.stringify(key)}: ${pythonLiteral(item, depth + 1)},`).join('\n')}\n${end}}`;
}

export function pythonSample(request: SampleRequest): string {
  const parsed = parseBody(request.body);
  // requests sets Content-Type itself for json=; keep the others.
  const headers = request.headers.filter(([name]) => !(parsed?.ok && name.toLowerCase() === 'content-type'));
  const lines = ['import requests', '', `url = ${JSON.stringify(request.url)}`];
  if (headers.length > 0) lines.push(`headers = ${pythonLiteral(Object.fromEntries(headers))}`);
  if (parsed?.ok) lines.push(`payload = ${pythonLiteral(parsed.value)}`);
  if (parsed && !parsed.ok) lines.push(`payload = ${JSON.stringify(request.body)}`);
  const args = [JSON.stringify(request.method.toUpperCase()), 'url'];
  if (headers.length > 0) args.push('headers=headers');
  if (parsed) args.push(parsed.ok ? 'json=payload' : 'data=payload');
  lines.push('', `response = requests.request(${args.join(', ')})`, 'print(response.status_code, response.text)');
  return lines.join('\n');
}

export function codeSample(language: OwnSampleLanguage, request: SampleRequest): string {
  if (language === 'curl') return curlSample(request);
  if (language === 'javascript') return fetchSample(request);
  return pythonSample(request);
}

/** The header a secret-free sample shows for the configured auth ("Authorization: Token <API_TOKEN>"). */
export function authPlaceholderHeader(auth: AuthSettings | undefined): [string, string] | undefined {
  if (!auth?.method) return undefined;
  if (auth.method === 'bearer') return ['Authorization', 'Bearer <TOKEN>'];
  if (auth.method === 'basic') {
    const [user = 'username', pass = 'password'] = (auth.name ?? '').split(':');
    return ['Authorization', `Basic <base64 of ${user || 'username'}:${pass || 'password'}>`];
  }
  return [auth.name ?? 'Authorization', `${auth.inputPrefix ?? ''}<API_TOKEN>`];
}

export interface AuthSettings {
  method?: 'bearer' | 'basic' | 'key';
  name?: string;
  inputPrefix?: string;
}
