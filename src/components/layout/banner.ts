import { createHash } from 'node:crypto';
import type { SiteModel } from '../../config/model.ts';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { markdownToHast } from 'satteri';
import { isExternalUrl } from '../../utils/urls.ts';
import { safeUrl } from '../../utils/url-safety.ts';

/**
 * docs.json's banner content is "MDX-lite": one line of inline markdown (links, emphasis, code).
 * It goes through the pages' parser with raw HTML kept as the text it was written as, then an
 * inline-only allow-list, then Quire's one URL rule: nothing in it can add markup or script.
 */
const INLINE_SCHEMA: Schema = {
  tagNames: ['a', 'strong', 'em', 'code', 'del', 'br'],
  attributes: { a: ['href'] },
  protocols: {},
  strip: ['script', 'style'],
};

type Parent = Root | Element;
type Child = RootContent | ElementContent | { type: 'raw'; value: string };

/** Raw HTML becomes its text; block elements give up their children (the banner is one line). */
function flatten(children: readonly Child[]): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type === 'raw') return [{ type: 'text', value: child.value }];
    if (child.type !== 'element') return child.type === 'text' ? [child] : [];
    const inner = flatten(child.children);
    return INLINE_SCHEMA.tagNames!.includes(child.tagName) ? [{ ...child, children: inner }] : [...inner, { type: 'text', value: ' ' }];
  });
}

function linksThroughUrlRule(parent: Parent): void {
  const children: ElementContent[] = [];
  for (const child of parent.children as ElementContent[]) {
    if (child.type !== 'element') {
      children.push(child);
      continue;
    }
    linksThroughUrlRule(child);
    if (child.tagName !== 'a') {
      children.push(child);
      continue;
    }
    const href = safeUrl(typeof child.properties.href === 'string' ? child.properties.href : undefined);
    if (href === undefined) {
      children.push(...child.children);
      continue;
    }
    child.properties = isExternalUrl(href) ? { href, target: '_blank', rel: ['noopener', 'noreferrer'] } : { href };
    children.push(child);
  }
  parent.children = children;
}

/** The banner's content as safe inline HTML. */
export function bannerHtml(content: string): string {
  const parsed = markdownToHast(content, { features: { frontmatter: false }, position: false }) as unknown as Root;
  const tree = sanitize({ type: 'root', children: flatten(parsed.children as Child[]) }, INLINE_SCHEMA) as Root;
  linksThroughUrlRule(tree);
  // One line: the blocks' breaks and the spaces between them become single spaces.
  return toHtml(tree).replace(/\s+/g, ' ').trim();
}

/** Where a dismissal is remembered: derived from the content, so a new banner shows again. */
export const bannerStorageKey = (content: string): string => `quire-banner:${createHash('sha256').update(content).digest('hex').slice(0, 16)}`;

/**
 * The key a page's banner is dismissed under, when it can be dismissed: the head's early script
 * and the banner itself take it from the same banner (the page's language's own, or the site's).
 */
export const bannerDismissalKey = (banner: SiteModel['banner']): string | undefined => (banner?.dismissible ? bannerStorageKey(banner.content) : undefined);
