import { createHash } from 'node:crypto';
import type { Element, Root, RootContent } from 'hast';

/**
 * Twoslash's popups, reachable by keyboard (WCAG 2.1.1 and 1.4.13): each token with a popup is a
 * tab stop, described by its popup (role=tooltip), which shows on focus as on hover
 * (twoslash-styles.ts) and hides on Escape (TWOSLASH_SCRIPT). Done on the block's tree at build
 * time, so the reader's browser has nothing to compute.
 */

const classesOf = (element: Element): string[] => String(element.properties.class ?? element.properties.className ?? '').split(/[\s,]+/);

/** A token twoslash gives a popup to: a type on hover, or an error's message (not a query's popup, always shown). */
const isHoverTarget = (element: Element): boolean => {
  const classes = classesOf(element);
  return (classes.includes('twoslash-hover') || classes.includes('twoslash-error-hover')) && !classes.includes('twoslash-query-persisted');
};

function* elementsOf(nodes: readonly RootContent[]): Generator<Element> {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    yield node;
    yield* elementsOf(node.children);
  }
}

/**
 * Gives the block's hover targets their tab stop and their popup an id. The ids start with a hash
 * of the block's code, so two blocks of one page never share one, whichever page or snippet drew
 * them and whenever (rendered pages are cached between builds); `seen` counts a code drawn twice.
 */
export function makePopupsReachable(root: Root, code: string, seen: Map<string, number>): void {
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
  const drawn = (seen.get(hash) ?? 0) + 1;
  seen.set(hash, drawn);
  const prefix = `twoslash-${hash}${drawn > 1 ? `-${drawn}` : ''}`;
  let count = 0;
  for (const element of elementsOf(root.children)) {
    if (!isHoverTarget(element)) continue;
    const popup = element.children.find((child): child is Element => child.type === 'element' && classesOf(child).includes('twoslash-popup-container'));
    if (!popup) continue;
    count += 1;
    const id = `${prefix}-${count}`;
    popup.properties.id = id;
    popup.properties.role = 'tooltip';
    element.properties.tabIndex = 0;
    element.properties.ariaDescribedBy = [id];
  }
}

/**
 * Escape hides the popup of the token that has the focus or the pointer, until it loses them
 * (WCAG 1.4.13: dismissible without moving). Written into each twoslash block beside its rules,
 * once per page at run time (the flag), so a page without twoslash carries none of it.
 */
export const TWOSLASH_SCRIPT = [
  '(()=>{if(window.__quireTwoslash)return;window.__quireTwoslash=1;',
  "const targets='.twoslash-hover:not(.twoslash-query-persisted),.twoslash-error-hover';",
  "document.addEventListener('keydown',(e)=>{if(e.key!=='Escape')return;for(const t of document.querySelectorAll(':is('+targets+'):is(:focus,:hover)'))t.setAttribute('data-dismissed','')});",
  "const clear=(e)=>{const t=e.target;if(t instanceof Element&&t.matches(targets))t.removeAttribute('data-dismissed')};",
  "document.addEventListener('focusout',clear);document.addEventListener('mouseleave',clear,true)})()",
].join('');
