import { posix } from 'node:path';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString as textOf } from 'hast-util-to-string';
import { commentOf, namedNotes, nodesMarkdown } from './javadoc-comments.ts';
import { javadocMembers, type JavadocClass, type JavadocLinks } from './javadoc-members.ts';
import { attribute, findAll, findFirst, hasClass, isElement } from '../hast-query.ts';
import { codePartsOf, readClassPage, type JavadocClassPage } from './javadoc-page.ts';
import { withoutImplicitSuperclass } from './java-signature.ts';
import { KIND, type Reflection, type TypeDocRead } from '../typedoc-json.ts';

/*
 * The standard doclet's HTML (what `javadoc -d <dir>` writes, and what a `-javadoc.jar` holds) as
 * the reference pages' model: a namespace per package (from `element-list`, JDK 8's
 * `package-list`, or the package summaries), in it a reflection per class page, grouped as the
 * package summary groups them, with its constructors, fields, methods, enum constants and
 * annotation elements. Declarations keep their Java (`code`); links between pages of the
 * artifact name their reflections, links to the JDK's documentation stay links to the web.
 */

/** TypeDoc's kind of a type parameter (its ReflectionKind.TypeParameter). */
const KIND_TYPE_PARAMETER = 131072;

const MAKE_IT = 'make it with `javadoc -d javadoc-output -sourcepath src/main/java -subpackages com.example`, or name the -javadoc.jar your build publishes';

/** The package summary's groups, in its order. */
const TYPE_GROUPS = ['Interfaces', 'Classes', 'Enums', 'Records', 'Exceptions', 'Annotation Types'] as const;
const TYPE_KINDS: Record<JavadocClassPage['kind'], number> = { class: KIND.Class, record: KIND.Class, interface: KIND.Interface, annotation: KIND.Interface, enum: KIND.Enum };

interface JavadocPackage {
  name: string;
  /** Its folder in the artifact: `com/example/plants`, or under its module's folder. */
  folder: string;
}

const parse = (text: string): Root => fromHtml(text);

/** The packages the artifact lists: `element-list` (`module:` lines name the folders of the packages after them) or `package-list`. */
function listedPackages(files: ReadonlyMap<string, string>): JavadocPackage[] | undefined {
  const lists = [...files.keys()].filter((path) => ['element-list', 'package-list'].includes(posix.basename(path))).sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
  if (lists.length === 0) return undefined;
  const root = posix.dirname(lists[0]);
  let module = '';
  const packages: JavadocPackage[] = [];
  for (const line of (files.get(lists[0]) ?? '').split('\n').map((entry) => entry.trim())) {
    if (line.startsWith('module:')) module = line.slice('module:'.length);
    else if (line) packages.push({ name: line, folder: posix.join(root, module, ...line.split('.')) });
  }
  return packages;
}

/** The packages of an artifact without a list: each package summary's folder, named by its title (`Package com.example`). */
function summarisedPackages(files: ReadonlyMap<string, string>): JavadocPackage[] {
  return [...files]
    .filter(([path]) => posix.basename(path) === 'package-summary.html')
    .flatMap(([path, text]) => {
      const heading = findFirst(parse(text), (element) => /^h[12]$/.test(element.tagName) && hasClass(element, 'title'));
      const title = heading ? (attribute(heading, 'title') ?? textOf(heading)).trim() : '';
      return title.startsWith('Package ') ? [{ name: title.slice('Package '.length).trim(), folder: posix.dirname(path) }] : [];
    });
}

/** The class pages of a package: the HTML files of its folder other than its package-*.html pages, with a class's heading. */
function classesOf(pkg: JavadocPackage, files: ReadonlyMap<string, string>): JavadocClass[] {
  return [...files.keys()]
    .filter((path) => posix.dirname(path) === pkg.folder && path.endsWith('.html') && !posix.basename(path).startsWith('package-'))
    .sort()
    .flatMap((path) => {
      const page = readClassPage(parse(files.get(path) ?? ''));
      return page ? [{ path, name: posix.basename(path, '.html'), page }] : [];
    });
}

/** `package-summary.html`'s description of a package, if it has one. */
function packageDescription(pkg: JavadocPackage, files: ReadonlyMap<string, string>): Element | undefined {
  const text = files.get(posix.join(pkg.folder, 'package-summary.html'));
  if (text === undefined) return undefined;
  const tree = parse(text);
  const section = findFirst(tree, (element) => ['package-description', 'package.description'].includes(attribute(element, 'id') ?? '') && element.tagName !== 'a');
  return section
    ? findFirst(section, (element) => hasClass(element, 'block'))
    : findAll(
        tree,
        (element) => hasClass(element, 'block'),
        (element) => hasClass(element, 'summary', 'summary-table', 'typeSummary', 'overviewSummary'),
      )[0];
}

/** The values of constants (`"1.2.0"`) by their field's page and anchor, from `constant-values.html`'s rows. */
function constantValues(files: ReadonlyMap<string, string>): Map<string, string> {
  const values = new Map<string, string>();
  const path = [...files.keys()].find((file) => file === 'constant-values.html' || file.endsWith('/constant-values.html'));
  if (!path) return values;
  const isName = (element: Element) => hasClass(element, 'col-second', 'colSecond');
  for (const row of findAll(parse(files.get(path) ?? ''), (element) => element.children.some((child) => isElement(child) && isName(child)))) {
    const cells = row.children.filter(isElement);
    cells.forEach((cell, index) => {
      const link = isName(cell) ? findFirst(cell, (element) => element.tagName === 'a') : undefined;
      const field = link && resolveHref(path, attribute(link, 'href') ?? '');
      const value = cells[index + 1];
      if (field && value && hasClass(value, 'col-last', 'colLast')) values.set(field, textOf(value).trim());
    });
  }
  return values;
}

/**
 * A relative link of the artifact as `path#anchor` (or `path`) from the artifact's root; undefined
 * for a link to the web (docs.oracle.com) or outside the artifact.
 */
function resolveHref(from: string, href: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) return undefined;
  const hash = href.indexOf('#');
  const file = (hash < 0 ? href : href.slice(0, hash)).split('?')[0];
  const path = file === '' ? from : posix.normalize(posix.join(posix.dirname(from), file));
  if (path.startsWith('../')) return undefined;
  if (hash < 0) return path;
  try {
    return `${path}#${decodeURIComponent(href.slice(hash + 1))}`;
  } catch {
    return `${path}#${href.slice(hash + 1)}`;
  }
}

const TYPE_GROUP_OF = (page: JavadocClassPage): (typeof TYPE_GROUPS)[number] =>
  page.kind === 'class' ? (page.throwable ? 'Exceptions' : 'Classes') : ({ interface: 'Interfaces', enum: 'Enums', record: 'Records', annotation: 'Annotation Types' } as const)[page.kind];

/** The name shared by the packages' names (`com.example.plants`), for the project. */
function commonPrefix(names: readonly string[]): string {
  const [first = [], ...rest] = names.map((name) => name.split('.'));
  const shared = first.findIndex((word, index) => rest.some((other) => other[index] !== word));
  return first.slice(0, shared < 0 ? first.length : shared).join('.') || 'javadoc';
}

/** The Javadoc HTML of a directory (text files by their POSIX path in it) as a project, or why it is not one. */
export function parseJavadocHtml(files: ReadonlyMap<string, string>): TypeDocRead {
  if (files.size === 0) return { ok: false, message: `the directory holds no files; ${MAKE_IT}` };
  const packages = (listedPackages(files) ?? summarisedPackages(files)).sort((a, b) => a.name.localeCompare(b.name));
  const found = packages.map((pkg) => ({ pkg, classes: classesOf(pkg, files) })).filter((entry) => entry.classes.length > 0);
  if (found.length === 0) {
    const listed = packages.length > 0 ? `its package list names ${packages.map((pkg) => pkg.name).join(', ')} but` : 'it has no element-list or package-list and';
    return { ok: false, message: `not Javadoc HTML: ${listed} no class page (com/example/Client.html with a "Class Client" heading) was found; ${MAKE_IT}` };
  }
  let nextId = 1;
  const ids = new Map<string, number>();
  const namespaceIds = found.map(({ pkg, classes }) => {
    const id = nextId++;
    ids.set(posix.join(pkg.folder, 'package-summary.html'), id);
    for (const entry of classes) ids.set(entry.path, nextId++);
    return id;
  });
  const members = new Map<string, number>();
  for (const { classes } of found) {
    for (const entry of classes) {
      const byName = new Map<string, number>();
      for (const member of entry.page.members) {
        const key = `${member.group}\0${member.name}`;
        if (!byName.has(key)) byName.set(key, nextId++);
        members.set(`${entry.path}#${member.anchor}`, byName.get(key)!);
      }
    }
  }
  const targetOf = (from: string) => (href: string) => {
    const resolved = resolveHref(from, href);
    if (resolved === undefined) return undefined;
    return members.get(resolved) ?? ids.get(resolved.split('#')[0]);
  };
  const links: JavadocLinks = {
    markdown: (from) => nodesMarkdown(targetOf(from)),
    code: (from) => (link) => (attribute(link, 'title')?.startsWith('type parameter') ? undefined : targetOf(from)(attribute(link, 'href') ?? '')),
    memberId: (path, anchor) => members.get(`${path}#${anchor}`)!,
    classId: (path) => ids.get(path)!,
    nextId: () => nextId++,
    constants: constantValues(files),
  };
  const namespaces = found.map(({ pkg, classes }, index): Reflection => {
    const description = packageDescription(pkg, files);
    const summary = description ? links.markdown(posix.join(pkg.folder, 'package-summary.html'))(description.children) : '';
    const children = classes.map((entry) => classReflection(entry, links));
    return {
      id: namespaceIds[index],
      name: pkg.name,
      kind: KIND.Namespace,
      ...(summary ? { comment: { summary: [{ kind: 'markdown', text: summary }] } } : {}),
      children,
      groups: TYPE_GROUPS.map((title) => ({ title, children: classes.filter((entry) => TYPE_GROUP_OF(entry.page) === title).map((entry) => links.classId(entry.path)) })).filter(
        (group) => group.children.length > 0,
      ),
    };
  });
  const project: Reflection = {
    id: 0,
    name: commonPrefix(namespaces.map((namespace) => namespace.name)),
    kind: KIND.Project,
    children: namespaces,
    groups: [{ title: 'Packages', children: namespaceIds }],
  };
  return { ok: true, project };
}

/** A class page as its reflection: its declaration in Java, comment, type parameters and members. */
function classReflection(entry: JavadocClass, links: JavadocLinks): Reflection {
  const { page, path, name } = entry;
  const markdown = links.markdown(path);
  const code = page.signature ? withoutImplicitSuperclass(codePartsOf(page.signature, links.code(path))) : [{ text: `${page.kind} ${name}` }];
  const comment = commentOf(page, markdown);
  const typeParameters = [...namedNotes(page.notes, 'Type Parameters', markdown)].map(
    ([parameter, text]): Reflection => ({
      id: links.nextId(),
      name: parameter,
      kind: KIND_TYPE_PARAMETER,
      ...(text ? { comment: { summary: [{ kind: 'markdown', text }] } } : {}),
    }),
  );
  const { children, groups } = javadocMembers(entry, links);
  return {
    id: links.classId(path),
    name,
    kind: TYPE_KINDS[page.kind],
    flags: {},
    ...(comment ? { comment } : {}),
    ...(typeParameters.length > 0 ? { typeParameters } : {}),
    children,
    groups,
    code,
  };
}
