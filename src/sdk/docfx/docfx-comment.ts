import { markdownComment } from '../code-parts.ts';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { toString as hastText } from 'hast-util-to-string';
import { markdownToHast } from 'satteri';
import { isHttpUrl } from '../../utils/urls.ts';
import { type DocfxIndex, type DocfxItem, withoutTypeParameters } from './docfx-model.ts';
import { attributeWords } from './docfx-csharp.ts';
import { htmlToMarkdown } from '../html-markdown.ts';
import type { Comment } from '../typedoc-json.ts';

/*
 * DocFX's comments (`summary`, `remarks`, `example`, descriptions) are Markdown holding HTML: it
 * turns `<see cref>` into `<xref href="uid" data-throw-if-not-resolved="false"></xref>`, `<c>` into
 * `<code>`, `<para>` into `<p>`, `<code>` into `<pre><code class="lang-csharp">`, and since v2.70
 * leaves Markdown written in the comment as it is; its own build renders each as Markdown. So a
 * comment is parsed the same way (Markdown with its HTML parsed into the tree), its xrefs become
 * links to the artifact's reflections, and the tree goes through `htmlToMarkdown` like the HTML
 * comments of the other formats.
 */

/** Links to a uid of the artifact, written `xref:<uid>` as in DocFX's own Markdown (`[text](xref:uid)`). */
const XREF = 'xref:';

/** `Plants.Client.%23ctor(Plants.ClientOptions)?text=the+constructor` → its uid and the link text it asks for. */
function readXrefHref(href: string): { uid: string; text?: string } {
  const question = href.indexOf('?');
  const encoded = question < 0 ? href : href.slice(0, question);
  let uid = encoded;
  try {
    uid = decodeURIComponent(encoded.replaceAll('+', ' '));
  } catch {
    // A malformed escape: the uid as written.
  }
  const text = question < 0 ? undefined : (new URLSearchParams(href.slice(question + 1)).get('text') ?? undefined);
  return { uid, ...(text ? { text } : {}) };
}

/** How a uid is named when the comment gives no text: DocFX's reference name (`GetPlantAsync(string)`), else its last segment. */
function uidName(uid: string, index: DocfxIndex): string {
  const named = index.references.get(uid)?.name ?? index.items.get(uid)?.name;
  return named ? named : withoutTypeParameters(uid.replace(/\*$/, '').split('(')[0].split('.').pop() ?? uid);
}

/** A link to `uid`: to its reflection, else to the page a reference names on the web, else its name as code. */
function uidLink(uid: string, text: string, index: DocfxIndex): Element {
  const child: ElementContent = { type: 'text', value: text };
  if (index.ids.has(uid)) return { type: 'element', tagName: 'a', properties: { href: `${XREF}${uid}` }, children: [child] };
  const href = index.references.get(uid)?.href;
  if (href && isHttpUrl(href)) return { type: 'element', tagName: 'a', properties: { href }, children: [child] };
  return { type: 'element', tagName: 'code', properties: {}, children: [child] };
}

/** The element an element of the comment becomes: xrefs and `xref:` links resolved, code classes as hast-util-to-mdast reads them. */
function rewritten(element: Element, index: DocfxIndex): Element {
  const { tagName, properties } = element;
  const href = typeof properties.href === 'string' ? properties.href : undefined;
  if (tagName === 'xref' || (tagName === 'a' && href?.startsWith(XREF))) {
    const { uid, text } = readXrefHref(tagName === 'xref' ? (href ?? '') : (href ?? '').slice(XREF.length));
    const own = hastText(element).trim();
    // `<xref:uid>` autolinks show their own address; a name reads better.
    const shown = text ?? (own && own !== href ? own : undefined) ?? (typeof properties.name === 'string' ? properties.name : uidName(uid, index));
    return uidLink(uid, shown, index);
  }
  const classes = Array.isArray(properties.className) ? properties.className.map(String) : [];
  if (tagName === 'code' && classes.some((name) => name.startsWith('lang-'))) {
    return { ...element, properties: { className: classes.filter((name) => name.startsWith('lang-')).map((name) => `language-${name.slice(5)}`) } };
  }
  // Older DocFX wrote `<paramref>` and `<typeparamref>` as spans.
  if (tagName === 'span' && classes.some((name) => name === 'paramref' || name === 'typeparamref')) return { ...element, tagName: 'code', properties: {} };
  return element;
}

function rewriteTree(parent: Root | Element, index: DocfxIndex) {
  parent.children = parent.children.map((child: RootContent) => {
    if (child.type !== 'element') return child;
    const next = rewritten(child, index);
    if (next === child) rewriteTree(child, index);
    return next;
  }) as typeof parent.children;
}

/** One line of text without markup characters, not opening like a list item, heading, quote or numbered line. */
const PLAIN_SENTENCE = /^(?![-+=>#\d])[^<>&*_`[\]\\!#|~\n\r]*$/;

/** A DocFX comment as Markdown, its xrefs `sdk:<id>` links; '' when there is none. `skipMarkup`: the file says its comments are HTML only. */
export function docfxMarkdown(comment: string | undefined, index: DocfxIndex, skipMarkup = false): string {
  if (!comment?.trim()) return '';
  // Most comments are one plain sentence: with no character Markdown or HTML gives a meaning to, the
  // text is its own Markdown, and the parse (about a millisecond each) is saved for the rest.
  if (PLAIN_SENTENCE.test(comment.trim())) return comment.trim();
  const tree = skipMarkup
    ? fromHtml(comment, { fragment: true })
    : (markdownToHast(comment, { features: { rawHtml: true, frontmatter: false, gfm: { footnotes: false }, smartPunctuation: false }, position: false }) as unknown as Root);
  rewriteTree(tree, index);
  return htmlToMarkdown(toHtml(tree), (href) => (href.startsWith(XREF) ? index.ids.get(href.slice(XREF.length)) : undefined));
}

/** A link to `uid` as Markdown, for the block tags DocFX lists by uid (see also, exceptions). */
function uidMarkdown(uid: string, text: string | undefined, index: DocfxIndex): string {
  const link = uidLink(uid, text ?? uidName(uid, index), index);
  return htmlToMarkdown(toHtml(link), (href) => (href.startsWith(XREF) ? index.ids.get(href.slice(XREF.length)) : undefined));
}

/** The message of `[Obsolete("…")]`: '' when it gives none; undefined when the item is not obsolete. */
function obsoleteMessage(item: DocfxItem): string | undefined {
  if (item.attributes) {
    const obsolete = item.attributes.find((attribute) => attribute.type === 'System.ObsoleteAttribute');
    if (!obsolete) return undefined;
    const [message] = obsolete.arguments;
    return typeof message?.value === 'string' ? message.value : '';
  }
  // DocFX before it wrote `attributes`: the attribute as the declaration writes it.
  const words = attributeWords(item.syntax.content);
  return words.has('Obsolete') || words.has('ObsoleteAttribute') ? '' : undefined;
}

function blockTags(item: DocfxItem, index: DocfxIndex, withReturns: boolean): Comment['blockTags'] {
  const markdown = (text: string | undefined) => docfxMarkdown(text, index, item.skipMarkup);
  const deprecated = obsoleteMessage(item);
  const returns = withReturns ? markdown(item.syntax.return?.description) : '';
  const links = item.seealso.flatMap(({ linkType, linkId, altText }) => {
    if (!linkId) return [];
    if (linkType === 'HRef')
      return isHttpUrl(linkId) ? [htmlToMarkdown(toHtml({ type: 'element', tagName: 'a', properties: { href: linkId }, children: [{ type: 'text', value: altText ?? linkId }] }))] : [];
    return [uidMarkdown(linkId, altText, index)];
  });
  return [
    ...(deprecated === undefined ? [] : [{ tag: '@deprecated', content: deprecated ? [{ kind: 'text' as const, text: deprecated }] : [] }]),
    ...(returns ? [{ tag: '@returns', content: markdownComment(returns) }] : []),
    ...(item.remarks?.trim() ? [{ tag: '@remarks', content: markdownComment(markdown(item.remarks)) }] : []),
    ...item.example.map((example) => ({ tag: '@example', content: markdownComment(markdown(example)) })),
    ...item.exceptions.flatMap(({ type, description }) =>
      type ? [{ tag: '@throws', content: markdownComment([uidMarkdown(type, undefined, index), markdown(description)].filter(Boolean).join(' ')) }] : [],
    ),
    ...(links.length > 0 ? [{ tag: '@see', content: markdownComment(links.join(', ')) }] : []),
  ];
}

/** An item's comment: summary, `@deprecated` from `[Obsolete]`, `@returns` (when `withReturns`), `@remarks`, `@example`, `@throws`, `@see`. */
export function docfxComment(item: DocfxItem, index: DocfxIndex, withReturns: boolean): Comment | undefined {
  const summary = markdownComment(docfxMarkdown(item.summary, index, item.skipMarkup));
  const tags = blockTags(item, index, withReturns) ?? [];
  if (summary.length === 0 && tags.length === 0) return undefined;
  return { summary, ...(tags.length > 0 ? { blockTags: tags } : {}) };
}

/** A parameter's (or type parameter's) description as a comment. */
export function descriptionComment(description: string | undefined, index: DocfxIndex, skipMarkup: boolean): Comment | undefined {
  const summary = markdownComment(docfxMarkdown(description, index, skipMarkup));
  return summary.length > 0 ? { summary } : undefined;
}
