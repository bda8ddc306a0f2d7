import { resolve } from 'node:path';
import { closestMatches, formatSuggestions } from '../config/did-you-mean.ts';
import type { DescriptionRenderer } from '../openapi/description.ts';
import type { RemoteSpecText } from '../openapi/fetch-spec.ts';
import { pageHref } from '../navigation/pages.ts';
import type { FrontmatterReference } from '../source/frontmatter-references.ts';
import type { SiteSource } from '../source/site-source.ts';
import type { ProblemPlace } from '../utils/problem-place.ts';
import { isHttpUrl, referenceFileName } from '../utils/urls.ts';
import { directoryOf, SDK_FORMATS_READ, type GeneratedSdkPage, type NavigationSdk } from './navigation-sdk.ts';
import { findTarget, parseSdkTarget, targetNames, type SdkTarget } from './sdk-frontmatter.ts';
import { buildMemberPageView, buildSdkView, memberAnchor, type SdkView } from './sdk-view.ts';
import { sdkFormat } from './formats.ts';
import { readSdkArtifact } from './read-artifact.ts';
import { KIND, type Reflection, type TypeDocRead } from './typedoc-json.ts';

/** The SDK reference pages of a site, drawn from docs.json's `sdk` values. */
export interface SdkPages {
  /** Views by page id. */
  pages: Record<string, SdkView>;
  /** The exports they come from, absolute (dev reads the site again when one changes). */
  files: string[];
  /** What keeps a page's `sdk:` frontmatter from its symbol, one line each, and where (the page drawn from its text). */
  problems: Array<{ line: string; place: ProblemPlace }>;
}

export const NO_SDK_PAGES: SdkPages = { pages: {}, files: [], problems: [] };

/** How the frontmatter pages read an export the navigation did not: the site folder and the build's remote reader. */
export interface SdkReading {
  siteDir: string;
  readRemote: (url: string) => Promise<RemoteSpecText>;
}

const exportKey = (page: Pick<GeneratedSdkPage, 'file' | 'directory'>) => `${page.file}\0${page.directory}`;

/** Every reflection of an export by id, for its pages' members. */
function reflectionsById(project: Reflection): Map<number, Reflection> {
  const found = new Map<number, Reflection>();
  const visit = (reflection: Reflection) => {
    found.set(reflection.id, reflection);
    for (const child of reflection.children ?? []) visit(child);
  };
  visit(project);
  return found;
}

/** Where each declaration of one export (read under one directory) is: its page, or its member's heading on its owner's page. */
function linksOf(pages: readonly GeneratedSdkPage[], project: Reflection): Map<number, string> {
  const byId = reflectionsById(project);
  const links = new Map<number, string>();
  for (const page of pages) {
    const href = pageHref(page.id);
    links.set(page.reflection, href);
    for (const member of byId.get(page.reflection)?.children ?? []) links.set(member.id, `${href}#${memberAnchor(member.name)}`);
  }
  return links;
}

/** A page's `sdk:` target with the export and folder it reads: its own, or its tab's or group's. */
function targetOf(page: FrontmatterReference, generated: NavigationSdk): { target: SdkTarget; file: string; format: string; directory: string } | string {
  const target = parseSdkTarget(page.value);
  if (!target) return `expected "[source] kind name" (kind: class, interface, enum, function, type, variable, method or property) or { kind, name }, found ${JSON.stringify(page.value)}`;
  const inherited = generated.inherited.get(page.file.id);
  const format = target.format ?? inherited?.format;
  const source = target.source ?? inherited?.source;
  if (!format || !source) return 'a page outside a tab or group with `sdk` names its export: { "kind", "name", "format", "source" }';
  if (!SDK_FORMATS_READ.has(format)) return `Quire makes SDK pages from ${[...SDK_FORMATS_READ].join(', ')}, not from ${JSON.stringify(format)}`;
  return { target, file: referenceFileName(source), format, directory: inherited ? directoryOf(inherited) : '' };
}

/**
 * Each generated page's view, its types and `{@link}`s pointing at the pages of the same export
 * and directory; then each page whose `sdk:` frontmatter targets one symbol, which draws that
 * symbol after its own text. A page file at a generated URL wins, as it does over an API page.
 */
export async function resolveSdkPages(source: SiteSource, generated: NavigationSdk, describe: DescriptionRenderer, reading: SdkReading): Promise<SdkPages> {
  const found: SdkPages = { pages: {}, files: [...generated.files], problems: [] };
  const reads = new Map<string, Promise<TypeDocRead>>([...generated.projects].map(([file, project]) => [file, Promise.resolve({ ok: true as const, project })]));
  const read = (file: string, format: string) => reads.get(file) ?? reads.set(file, readSdkArtifact(sdkFormat(format)!, file, reading.siteDir, reading.readRemote)).get(file)!;
  // Each export's symbols are linked to its generated pages, then to the pages written for a symbol.
  const targeted: Array<{ page: FrontmatterReference; file: string; format: string; directory: string; reflection: Reflection }> = [];
  for (const page of generated.framed) {
    const resolved = targetOf(page, generated);
    if (typeof resolved === 'string') {
      found.problems.push({ line: `${page.shown}: sdk: ${resolved}`, place: page.place });
      continue;
    }
    // An export only a page names is watched in dev as the navigation's are.
    const local = isHttpUrl(resolved.file) ? undefined : resolve(reading.siteDir, resolved.file);
    if (local && !found.files.includes(local)) found.files.push(local);
    const parsed = await read(resolved.file, resolved.format);
    if (!parsed.ok) {
      found.problems.push({ line: `${page.shown}: sdk: ${resolved.file}: ${parsed.message}`, place: page.place });
      continue;
    }
    const reflection = findTarget(parsed.project, resolved.target);
    if (!reflection) {
      const hint = formatSuggestions(closestMatches(resolved.target.parent ? `${resolved.target.parent}.${resolved.target.name}` : resolved.target.name, targetNames(parsed.project)));
      found.problems.push({ line: `${page.shown}: sdk: no ${resolved.target.kind} "${resolved.target.name}" in ${resolved.file}${hint ? `\n      hint: ${hint}` : ''}`, place: page.place });
      continue;
    }
    targeted.push({ page, file: resolved.file, format: resolved.format, directory: resolved.directory, reflection });
  }
  for (const key of new Set([...generated.pages.map(exportKey), ...targeted.map(exportKey)])) {
    const exportPages = generated.pages.filter((page) => exportKey(page) === key);
    const written = targeted.filter((entry) => exportKey(entry) === key);
    const { file, format } = exportPages[0] ?? written[0];
    const origin = { file, language: sdkFormat(format)?.language ?? 'ts' };
    const parsed = await read(file, format);
    if (!parsed.ok) continue;
    const links = linksOf(exportPages, parsed.project);
    for (const entry of written) links.set(entry.reflection.id, pageHref(entry.page.file.id));
    const byId = reflectionsById(parsed.project);
    const link = (target: unknown) => (typeof target === 'number' ? links.get(target) : undefined);
    for (const page of exportPages) {
      const reflection = byId.get(page.reflection);
      if (source.pageIds.has(page.id) || !reflection) continue;
      const view = await buildSdkView(reflection, origin, link, describe);
      if (view) found.pages[page.id] = view;
    }
    for (const { page, reflection } of written) {
      const isMember = reflection.kind === KIND.Method || reflection.kind === KIND.Property || reflection.kind === KIND.Accessor;
      const view = isMember ? await buildMemberPageView(reflection, origin, link, describe) : await buildSdkView(reflection, origin, link, describe);
      if (view) found.pages[page.file.id] = view;
    }
  }
  return found;
}
