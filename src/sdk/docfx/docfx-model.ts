import { isJsonObject } from '../../utils/json.ts';

/*
 * The parts of DocFX's ManagedReference YAML (`docfx metadata`, one file per namespace and per
 * type, each opening with `### YamlMime:ManagedReference`) the SDK reader uses, read defensively:
 * the YAML is data from the site's author, so a field of the wrong shape is dropped, never trusted.
 */

export interface DocfxParameter {
  id?: string;
  /** A uid: `System.String`, `System.Threading.Tasks.Task{Plants.Plant}`, `{T}` for a type parameter. */
  type?: string;
  /** Markdown with inline HTML (`<xref href="uid">`, `<code>`, `<pre><code class="lang-csharp">`). */
  description?: string;
}

export interface DocfxSyntax {
  /** The C# declaration DocFX writes: `public Task<Plant> GetPlantAsync(string id)`, attributes on lines before it. */
  content?: string;
  parameters: DocfxParameter[];
  typeParameters: DocfxParameter[];
  return?: DocfxParameter;
}

export interface DocfxAttribute {
  type?: string;
  arguments: Array<{ type?: string; value?: unknown }>;
}

/** One entry of a file's `items`: a namespace, a type or a member. */
export interface DocfxItem {
  uid: string;
  parent?: string;
  children: string[];
  name?: string;
  /** Namespace, Class, Struct, Interface, Enum, Delegate, Constructor, Method, Property, Field, Event, Operator (lower-cased here). */
  type: string;
  namespace?: string;
  assemblies: string[];
  summary?: string;
  remarks?: string;
  example: string[];
  syntax: DocfxSyntax;
  /** The uid of the overload group (`Plants.Client.GetPlantAsync*`) a method or constructor belongs to. */
  overload?: string;
  exceptions: Array<{ type?: string; description?: string }>;
  seealso: Array<{ linkType?: string; linkId?: string; altText?: string }>;
  inheritance: string[];
  implements: string[];
  /** Absent in DocFX before attributes were written; an empty list when it wrote them and there were none. */
  attributes?: DocfxAttribute[];
  /** `modifiers.csharp` of older DocFX (`[public, static]`). */
  modifiers?: string[];
  /** The file's `shouldSkipMarkup`: comments are HTML, not Markdown. */
  skipMarkup: boolean;
}

/** A piece of a reference's `spec.csharp`: the parts of a generic name (`Task`, `<`, `Plant`, `>`), each with its uid. */
export interface DocfxSpecPart {
  uid?: string;
  name?: string;
}

/** An entry of a file's `references`: how a uid the file mentions is named and where it lives. */
export interface DocfxReference {
  uid: string;
  name?: string;
  href?: string;
  spec: DocfxSpecPart[];
}

/** Everything read from the directory, for the builders of the reflection tree. */
export interface DocfxIndex {
  items: Map<string, DocfxItem>;
  references: Map<string, DocfxReference>;
  /** The reflection id of each item and overload group (`X.M*`) that has a reflection. */
  ids: Map<string, number>;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.flatMap((entry) => text(entry) ?? []) : []);
const objects = (value: unknown): Array<Record<string, unknown>> => (Array.isArray(value) ? value.filter(isJsonObject) : []);

function parameterOf(value: Record<string, unknown>): DocfxParameter {
  return { id: text(value.id), type: text(value.type), description: text(value.description) };
}

/** `content` is a string in the YAML; DocFX's view models hold `[{ lang, value }]`, read too. */
function contentOf(syntax: Record<string, unknown>): string | undefined {
  if (typeof syntax.content === 'string') return syntax.content;
  const csharp = objects(syntax.content).find((entry) => entry.lang === 'csharp');
  return text(csharp?.value);
}

function syntaxOf(value: unknown): DocfxSyntax {
  const syntax = isJsonObject(value) ? value : {};
  return {
    content: contentOf(syntax),
    parameters: objects(syntax.parameters).map(parameterOf),
    typeParameters: objects(syntax.typeParameters).map(parameterOf),
    ...(isJsonObject(syntax.return) ? { return: parameterOf(syntax.return) } : {}),
  };
}

/** An item of the YAML as the reader uses it; undefined when it has no uid or no type. */
export function docfxItemOf(raw: unknown, skipMarkup: boolean): DocfxItem | undefined {
  if (!isJsonObject(raw)) return undefined;
  const uid = text(raw.uid);
  const type = text(raw.type)?.toLowerCase();
  if (!uid || !type) return undefined;
  return {
    uid,
    parent: text(raw.parent),
    children: texts(raw.children),
    name: text(raw.name),
    type,
    namespace: text(raw.namespace),
    assemblies: texts(raw.assemblies),
    summary: text(raw.summary),
    remarks: text(raw.remarks),
    example: texts(raw.example),
    syntax: syntaxOf(raw.syntax),
    overload: text(raw.overload),
    exceptions: objects(raw.exceptions).map((entry) => ({ type: text(entry.type), description: text(entry.description) })),
    seealso: objects(raw.seealso).map((entry) => ({ linkType: text(entry.linkType), linkId: text(entry.linkId), altText: text(entry.altText) })),
    inheritance: texts(raw.inheritance),
    implements: texts(raw.implements),
    ...(Array.isArray(raw.attributes)
      ? {
          attributes: objects(raw.attributes).map((entry) => ({
            type: text(entry.type),
            arguments: objects(entry.arguments).map((argument) => ({ type: text(argument.type), value: argument.value })),
          })),
        }
      : {}),
    ...(Array.isArray(raw['modifiers.csharp']) ? { modifiers: texts(raw['modifiers.csharp']) } : {}),
    skipMarkup,
  };
}

/** A reference of the YAML; undefined when it has no uid. */
export function docfxReferenceOf(raw: unknown): DocfxReference | undefined {
  if (!isJsonObject(raw)) return undefined;
  const uid = text(raw.uid);
  if (!uid) return undefined;
  return { uid, name: text(raw.name), href: text(raw.href), spec: objects(raw['spec.csharp']).map((part) => ({ uid: text(part.uid), name: text(part.name) })) };
}

/** A generic name without its type parameters: `Cat<T, K>` → `Cat`, `SeedWith<TEntity>` → `SeedWith`. */
export function withoutTypeParameters(name: string): string {
  if (!name.endsWith('>')) return name;
  let depth = 0;
  for (let index = name.length - 1; index >= 0; index--) {
    if (name[index] === '>') depth++;
    else if (name[index] === '<' && --depth === 0) {
      const head = name.slice(0, index);
      // `operator <`, `operator >>`: the brackets are the operator, not type parameters.
      return /[\p{L}\p{N}_]$/u.test(head) ? head : name;
    }
  }
  return name;
}
