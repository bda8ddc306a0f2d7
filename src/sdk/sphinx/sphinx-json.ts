import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { isJsonObject } from '../../utils/json.ts';
import { isExternalUrl } from '../../utils/urls.ts';
import { attribute, classesOf, elementsOf, findFirst, hasClass } from '../hast-query.ts';
import { type SphinxLinks, textOf } from './sphinx-html.ts';
import { buildObject, grouped, type Placed } from './sphinx-reflections.ts';
import { KIND, type Reflection, type TypeDocRead } from '../typedoc-json.ts';

/*
 * Sphinx's JSON builder output (`python -m sphinx -b json docs/source artifacts/json`): a `.fjson`
 * file per document whose `body` is the page's HTML, and `globalcontext.json` naming the project.
 * autodoc draws each Python object as `<dl class="py class">` (`py function`, `py method`,
 * `py property`, …) with its signature in `<dt>` and description in `<dd>`, a class's members
 * inside its `<dd>`; every page is read, each object once (by its `<dt>`'s id, `plants.Client`).
 * Python modules become the project's modules; names are Python's (`Client`, `Client.get_plant`).
 */

const MAKE_IT = 'make it with `python -m sphinx -b json docs/source artifacts/json` and name that output directory';

/** The object types of Sphinx's Python domain (the second class of `dl.py`). */
const OBJECT_TYPES = new Set(['class', 'exception', 'function', 'decorator', 'data', 'type', 'method', 'classmethod', 'staticmethod', 'decoratormethod', 'property', 'attribute']);
const CLASS_TYPES = new Set(['class', 'exception']);

/** An object as a page documents it, before it is placed in its module or class. */
interface Documented {
  fullName: string;
  name: string;
  objtype: string;
  dts: Element[];
  dd?: Element;
  /** The class whose description holds it. */
  holder?: Documented;
}

function documented(list: Element, objtype: string, holder: Documented | undefined): Documented | undefined {
  const dts = elementsOf(list).filter((element) => element.tagName === 'dt');
  const nameElement = dts[0] && findFirst(dts[0], (element) => hasClass(element, 'sig-name'));
  const name = nameElement ? textOf(nameElement).trim() : '';
  if (!name) return undefined;
  const prename = findFirst(dts[0], (element) => hasClass(element, 'sig-prename'));
  // An object written with `:no-index:` has no id: it is named as its signature writes it.
  const fullName = dts.map((dt) => attribute(dt, 'id')).find(Boolean) ?? (holder ? `${holder.fullName}.${name}` : `${prename ? textOf(prename).trim() : ''}${name}`);
  return { fullName, name, objtype, dts, dd: elementsOf(list).find((element) => element.tagName === 'dd'), ...(holder ? { holder } : {}) };
}

/** The Python objects under `node`, in document order, a class's members after it; one documented twice is read once. */
function collect(node: Root | Element, holder: Documented | undefined, seen: Map<string, Documented>) {
  for (const element of elementsOf(node)) {
    if (element.tagName !== 'dl' || !hasClass(element, 'py')) {
      collect(element, holder, seen);
      continue;
    }
    const objtype = classesOf(element).find((name) => OBJECT_TYPES.has(name));
    const object = objtype ? documented(element, objtype, holder) : undefined;
    if (!object || seen.has(object.fullName)) continue;
    seen.set(object.fullName, object);
    if (CLASS_TYPES.has(object.objtype) && object.dd) collect(object.dd, object, seen);
  }
}

/** The `body` of each `.fjson` page, in the order of their paths. */
function readBodies(files: ReadonlyMap<string, string>): { ok: true; bodies: Root[] } | { ok: false; message: string } {
  const pages = [...files.keys()].filter((path) => path.endsWith('.fjson')).sort();
  if (pages.length === 0) {
    const html = [...files.keys()].some((path) => path.endsWith('.html'));
    return { ok: false, message: `no Sphinx JSON pages (.fjson files) in the directory${html ? ", only HTML (Sphinx's html builder)" : ''}; ${MAKE_IT}` };
  }
  const bodies = pages.flatMap((path) => {
    const json = parsed(files.get(path) ?? '');
    return isJsonObject(json) && typeof json.body === 'string' ? [fromHtml(json.body, { fragment: true })] : [];
  });
  if (bodies.length === 0) return { ok: false, message: `none of the ${pages.length} .fjson files is a Sphinx JSON page (a JSON object with a "body"); ${MAKE_IT}` };
  return { ok: true, bodies };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Where each object goes: a member into the class that documents it (around it on the page, or
 * named by its id, `plants.Client.get_plant`), anything else into its module (the id up to its
 * name; a class nested in a class keeps the outer name, `Outer.Inner`). Modules take the first
 * ids, in the order of their names, then the objects in the order of the pages.
 */
function place(objects: readonly Documented[]): { modules: Map<string, Placed[]>; byFullName: Map<string, Placed> } {
  const byFullName = new Map(objects.map((object) => [object.fullName, object]));
  const prefixOf = (object: Documented) =>
    object.fullName.endsWith(`.${object.name}`) ? object.fullName.slice(0, -object.name.length - 1) : object.fullName.slice(0, Math.max(object.fullName.lastIndexOf('.'), 0));
  const classOf = (object: Documented) => {
    const named = object.holder ?? byFullName.get(prefixOf(object));
    return named && CLASS_TYPES.has(named.objtype) ? named : undefined;
  };
  const moduleOf = (object: Documented): string => {
    const owner = classOf(object);
    return owner ? moduleOf(owner) : prefixOf(object);
  };
  const names = [...new Set(objects.map(moduleOf))].sort();
  const placed = new Map<string, Placed>();
  objects.forEach((object, index) => {
    const module = moduleOf(object);
    const owner = CLASS_TYPES.has(object.objtype) ? undefined : classOf(object);
    const localName = module && object.fullName.startsWith(`${module}.`) ? object.fullName.slice(module.length + 1) : object.fullName;
    placed.set(object.fullName, { ...object, id: names.length + 1 + index, module, localName, members: [] });
    if (owner) placed.get(object.fullName)!.ownerName = owner.fullName;
  });
  const modules = new Map<string, Placed[]>(names.map((name) => [name, []]));
  for (const object of placed.values()) {
    if (object.ownerName) placed.get(object.ownerName)?.members.push(object);
    else modules.get(object.module)?.push(object);
  }
  return { modules, byFullName: placed };
}

function linksOf(byFullName: ReadonlyMap<string, Placed>, moduleIds: ReadonlyMap<string, number>): SphinxLinks {
  const byId = new Map([...byFullName.values()].map((object) => [object.id, object]));
  return {
    targetOf(href) {
      const hash = href.indexOf('#');
      if (hash < 0 || isExternalUrl(href)) return undefined;
      const fragment = href.slice(hash + 1);
      return byFullName.get(fragment)?.id ?? (fragment.startsWith('module-') ? moduleIds.get(fragment.slice('module-'.length)) : undefined);
    },
    written(target, text) {
      const object = byId.get(target);
      return object && text === object.fullName ? object.localName : text;
    },
  };
}

function projectName(files: ReadonlyMap<string, string>): string {
  const path = [...files.keys()].sort().find((name) => name === 'globalcontext.json' || name.endsWith('/globalcontext.json'));
  const context = path ? parsed(files.get(path) ?? '') : undefined;
  return isJsonObject(context) && typeof context.project === 'string' && context.project.trim() ? context.project.trim() : 'Python API';
}

/** The output directory of Sphinx's JSON builder (each text file by its POSIX path inside it) as a project, or why it is not one. */
export function parseSphinxJson(files: ReadonlyMap<string, string>): TypeDocRead {
  const read = readBodies(files);
  if (!read.ok) return read;
  const seen = new Map<string, Documented>();
  for (const body of read.bodies) collect(body, undefined, seen);
  if (seen.size === 0)
    return { ok: false, message: 'the Sphinx pages document no Python objects (no `<dl class="py …">`); add `.. automodule:: yourpackage` with `:members:` to a page and build again' };
  const { modules, byFullName } = place([...seen.values()]);
  const names = [...modules.keys()];
  const moduleIds = new Map(names.map((name, index) => [name, index + 1]));
  let lastId = names.length + byFullName.size;
  const context = { links: linksOf(byFullName, moduleIds), nextId: () => ++lastId };
  const build = (object: Placed) => buildObject(object, context, build);
  const moduleReflections = names.filter(Boolean).map((name): Reflection => ({ id: moduleIds.get(name)!, name, kind: KIND.Module, ...grouped(modules.get(name)!, build) }));
  const loose = grouped(modules.get('') ?? [], build);
  return {
    ok: true,
    project: {
      id: 0,
      name: projectName(files),
      kind: KIND.Project,
      children: [...moduleReflections, ...(loose.children ?? [])],
      groups: [...(moduleReflections.length > 0 ? [{ title: 'Modules', children: moduleReflections.map((module) => module.id) }] : []), ...(loose.groups ?? [])],
    },
  };
}
