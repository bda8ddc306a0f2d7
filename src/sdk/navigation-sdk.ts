import { resolve } from 'node:path';
import type { PathSegment } from '../config/json-path.ts';
import type { ConfigProblem } from '../config/problems.ts';
import type { GroupNode, NavNode } from '../config/navigation-tree.ts';
import { navigationValuesOf, type DocsSdk } from '../navigation/docs-json-tree.ts';
import { mintlifySlug } from '../openapi/mintlify-slug.ts';
import { withinSite } from '../openapi/mintlify-pages.ts';
import type { RemoteSpecText } from '../openapi/fetch-spec.ts';
import { isHttpUrl, referenceFileName } from '../utils/urls.ts';
import type { FrontmatterReference } from '../source/frontmatter-references.ts';
import { inheritedSdk } from './sdk-frontmatter.ts';
import { SDK_FORMATS, sdkFormat } from './formats.ts';
import { readSdkArtifact } from './read-artifact.ts';
import { KIND, type Reflection, type TypeDocRead } from './typedoc-json.ts';

/** Where Mintlify puts the pages of an `sdk` without a `directory`. */
export const DEFAULT_SDK_DIRECTORY = 'sdk-reference';

/** The formats Quire makes pages from; the others are named in docs.json's "not followed" warning. */
export const SDK_FORMATS_READ: ReadonlySet<string> = new Set(Object.keys(SDK_FORMATS));

/** The kinds of declaration with a page of their own; namespaces and modules become groups. */
const PAGE_KINDS: ReadonlySet<number> = new Set([KIND.Class, KIND.Interface, KIND.Function, KIND.TypeAlias, KIND.Enum, KIND.Variable]);
const GROUP_KINDS: ReadonlySet<number> = new Set([KIND.Module, KIND.Namespace]);

/** A page an `sdk` asks for: one declaration of the export. */
export interface GeneratedSdkPage {
  id: string;
  title: string;
  file: string;
  /** Its `sdk.format`: which language its declarations are written in. */
  format: string;
  directory: string;
  /** The declaration's id in the export. */
  reflection: number;
}

/** The pages of docs.json's `sdk` values, with the exports read for them and what kept any from being made. */
export interface NavigationSdk {
  pages: GeneratedSdkPage[];
  /** Each export's project, by the name in `GeneratedSdkPage.file`. */
  projects: Map<string, Reflection>;
  /** Local files read (absolute): the dev server watches them. */
  files: string[];
  /** An export that is missing or not TypeDoc's JSON, at the docs.json path naming it. */
  problems: ConfigProblem[];
  /** The groups (TypeDoc's: Classes, Interfaces, Functions…; modules and namespaces nested) an `sdk` value lists. */
  nodes: (sdk: DocsSdk) => NavNode[];
  /** The `sdk` each page of the navigation inherits from its tab or group (its `sdk:` frontmatter names a symbol of that export). */
  inherited: Map<string, DocsSdk>;
  /** The pages whose `sdk:` frontmatter targets one symbol, read once by the loader. */
  framed: FrontmatterReference[];
}

export const NO_NAVIGATION_SDK: NavigationSdk = { pages: [], projects: new Map(), files: [], problems: [], nodes: () => [], inherited: new Map(), framed: [] };

export const directoryOf = (sdk: DocsSdk) => withinSite(sdk.directory?.trim() || DEFAULT_SDK_DIRECTORY).replace(/\/+$/, '');
const sourceKey = (file: string, directory: string) => `${file}\0${directory}`;

/** Where an export's pages come from and go: the file docs.json names, its format, the URL folder. */
type ExportPlace = Pick<GeneratedSdkPage, 'file' | 'format' | 'directory'>;

/** A page id not yet taken: "a/b", then "a/b-1", … (a class and an interface merged under one name). */
function freeId(taken: Set<string>, base: string): string {
  let id = base;
  for (let n = 1; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/**
 * A container's (the project's, a module's, a namespace's) navigation: TypeDoc's groups in its
 * order, each a group of the declarations' pages, a module or namespace a group of its own; what
 * belongs to no group goes under "Reference", as Mintlify collects it.
 */
function containerNodes(container: Reflection, prefix: string, from: ExportPlace, taken: Set<string>, pages: GeneratedSdkPage[]): GroupNode[] {
  const byId = new Map((container.children ?? []).map((child) => [child.id, child]));
  const grouped = container.groups ?? [];
  const inGroups = new Set(grouped.flatMap((group) => group.children));
  const rest = (container.children ?? []).filter((child) => !inGroups.has(child.id)).map((child) => child.id);
  const groups = [...grouped, ...(rest.length > 0 ? [{ title: 'Reference', children: rest }] : [])];
  const entry = (child: Reflection): NavNode[] => {
    // A module named by its path ("utils/strings") or a symbol with characters a URL segment cannot hold keeps a readable segment.
    // A package or namespace named with dots (com.example.plants, Plants.Models) keeps its words apart.
    const name = GROUP_KINDS.has(child.kind) ? child.name.replaceAll('.', '-') : child.name;
    const slug = (mintlifySlug(name) ?? '').replace(/[^a-z0-9._~-]+/g, '-').replace(/^-+|-+$/g, '') || 'symbol';
    if (GROUP_KINDS.has(child.kind)) {
      const children = containerNodes(child, `${prefix}${slug}/`, from, taken, pages);
      return children.length > 0 ? [{ type: 'group', label: child.name, children }] : [];
    }
    if (!PAGE_KINDS.has(child.kind)) return [];
    const id = freeId(taken, `${prefix}${slug}`);
    pages.push({ id, title: child.name, ...from, reflection: child.id });
    return [{ type: 'page', page: id }];
  };
  return groups
    .map((group): GroupNode => ({ type: 'group', label: group.title, children: group.children.flatMap((id) => (byId.has(id) ? entry(byId.get(id)!) : [])) }))
    .filter((group) => group.children.length > 0);
}

/** A read's problem as docs.json's problem at `path`. */
const unreadProblem = (sdk: DocsSdk, read: Extract<TypeDocRead, { ok: false }>, path: PathSegment[]): ConfigProblem => ({
  path,
  expected: sdkFormat(sdk.format)?.expected ?? 'an SDK artifact',
  found: `${JSON.stringify(sdk.source)}: ${read.message}`,
  hint: 'correct the path, or make the export again',
});

/**
 * The pages every `sdk` of format `typedoc` makes, as Mintlify makes them: under the value's
 * directory (`sdk-reference` without one), a page per class, interface, function, type alias,
 * enum and variable, in TypeDoc's groups after the node's own pages. Each export is read once
 * however often it is named; one that cannot be read is a problem at the path naming it. A tab or
 * group holding a page whose `sdk:` frontmatter targets a symbol (`framedPages`) shows only the
 * pages written for it, as Mintlify stops generating there.
 */
export async function navigationSdk(navigation: unknown, siteDir: string, readRemote: (url: string) => Promise<RemoteSpecText>, framedPages: FrontmatterReference[] = []): Promise<NavigationSdk> {
  const values = navigationValuesOf<DocsSdk>(navigation, 'sdk').filter(({ value }) => SDK_FORMATS_READ.has(value.format));
  if (values.length === 0) return { ...NO_NAVIGATION_SDK, framed: framedPages };
  const inherited = inheritedSdk(navigation);
  const framed = new Set(framedPages.flatMap((page) => inherited.get(page.file.id) ?? []));
  const found: NavigationSdk = { pages: [], projects: new Map(), files: [], problems: [], nodes: () => [], inherited, framed: framedPages };
  const reads = new Map<string, Promise<TypeDocRead>>();
  const nodes = new Map<string, NavNode[]>();
  const taken = new Set<string>();
  for (const { value, path } of values) {
    const file = referenceFileName(value.source);
    if (!isHttpUrl(file) && !found.files.includes(resolve(siteDir, file))) found.files.push(resolve(siteDir, file));
    const readKey = `${value.format}\0${file}`;
    const read = reads.get(readKey) ?? readSdkArtifact(sdkFormat(value.format)!, file, siteDir, readRemote);
    reads.set(readKey, read);
    const parsed = await read;
    if (!parsed.ok) {
      found.problems.push(unreadProblem(value, parsed, [...path, 'source']));
      continue;
    }
    found.projects.set(file, parsed.project);
    const directory = directoryOf(value);
    const key = sourceKey(file, directory);
    if (!nodes.has(key) && !framed.has(value)) nodes.set(key, containerNodes(parsed.project, directory ? `${directory}/` : '', { file, format: value.format, directory }, taken, found.pages));
  }
  found.nodes = (sdk) => (SDK_FORMATS_READ.has(sdk.format) && !framed.has(sdk) ? (nodes.get(sourceKey(referenceFileName(sdk.source), directoryOf(sdk))) ?? []) : []);
  return found;
}
