import { isJsonObject } from '../utils/json.ts';

/*
 * The parts of TypeDoc's JSON export (`typedoc --json`, schema 2.0) the reference pages read.
 * Reflections nest (a project holds modules, a class its members, a member its signatures); types
 * are a tagged tree.
 */

export interface CommentPart {
  /** `markdown`: Markdown whose `sdk:<id>` links name reflections of the export (html-markdown.ts), from the readers of other tools' HTML comments. */
  kind: 'text' | 'code' | 'inline-tag' | 'relative-link' | 'markdown';
  text: string;
  tag?: string;
  /** An `@link`'s target: a reflection id of this export, or a symbol of another package. */
  target?: number | { qualifiedName?: string };
}

export interface Comment {
  summary: CommentPart[];
  blockTags?: Array<{ tag: string; content: CommentPart[] }>;
  modifierTags?: string[];
}

export interface TypeDocType {
  type: string;
  name?: string;
  target?: number | { qualifiedName?: string; packageName?: string };
  typeArguments?: TypeDocType[];
  elementType?: TypeDocType;
  types?: TypeDocType[];
  elements?: TypeDocType[];
  element?: TypeDocType;
  value?: unknown;
  operator?: string;
  declaration?: Reflection;
  objectType?: TypeDocType;
  indexType?: TypeDocType;
  checkType?: TypeDocType;
  extendsType?: TypeDocType;
  trueType?: TypeDocType;
  falseType?: TypeDocType;
  queryType?: TypeDocType;
  targetType?: TypeDocType;
  head?: string;
  tail?: Array<[TypeDocType, string]>;
  isOptional?: boolean;
  asserts?: boolean;
  parameter?: string;
  parameterType?: TypeDocType;
  templateType?: TypeDocType;
}

/** A piece of a declaration as its own language writes it: text, or a name standing for a reflection of the export (linked to its page). */
export interface CodePart {
  text: string;
  target?: number;
}

export interface Reflection {
  id: number;
  name: string;
  kind: number;
  flags?: Record<string, boolean>;
  comment?: Comment;
  children?: Reflection[];
  groups?: Array<{ title: string; children: number[] }>;
  signatures?: Reflection[];
  getSignature?: Reflection;
  setSignature?: Reflection;
  indexSignatures?: Reflection[];
  parameters?: Reflection[];
  typeParameters?: Reflection[];
  type?: TypeDocType;
  defaultValue?: string;
  extendedTypes?: TypeDocType[];
  implementedTypes?: TypeDocType[];
  /**
   * The declaration (or signature, or property line) as its own language writes it: Java's
   * `public class Client extends Base`, Python's `def get_plant(self, id: str) -> Plant`. Exports
   * of other tools than TypeDoc carry it; TypeDoc's have none and are written as TypeScript.
   */
  code?: CodePart[];
}

/** TypeDoc's reflection kinds (its ReflectionKind), as numbers in the export. */
export const KIND = {
  Project: 1,
  Module: 2,
  Namespace: 4,
  Enum: 8,
  EnumMember: 16,
  Variable: 32,
  Function: 64,
  Class: 128,
  Interface: 256,
  Constructor: 512,
  Property: 1024,
  Method: 2048,
  Accessor: 262144,
  TypeAlias: 2097152,
} as const;

export type TypeDocRead = { ok: true; project: Reflection } | { ok: false; message: string };

/** The text of a TypeDoc export as its project, or why it is not one. */
export function parseTypeDocJson(text: string): TypeDocRead {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!isJsonObject(json) || json.kind !== KIND.Project || typeof json.schemaVersion !== 'string') {
    return { ok: false, message: 'not a TypeDoc JSON export (no project with a "schemaVersion"; make it with `typedoc --json <file>`)' };
  }
  return { ok: true, project: json as unknown as Reflection };
}
