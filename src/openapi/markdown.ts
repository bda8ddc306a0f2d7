/**
 * Descriptions in OpenAPI files are CommonMark, but they come from a file the site author may not
 * control (a URL fetched at build time). So they are rendered by a deliberately small renderer that
 * escapes everything first and then adds back only paragraphs, lists, inline code, emphasis and
 * links with safe targets (links/url-safety.ts): no raw HTML, script or event handler can survive.
 */

import { safeUrl } from '../links/url-safety.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** Inline markdown on already-escaped text. Code spans are cut out first so nothing inside them is touched. */
function renderInline(escaped: string): string {
  const codeSpans: string[] = [];
  let text = escaped.replace(/`([^`]+)`/g, (_, code: string) => {
    codeSpans.push(`<code>${code}</code>`);
    return `\u0000${codeSpans.length - 1}\u0000`;
  });
  text = text.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) => {
    // href is escaped text; undo the entity for & so query strings survive, then escape again as an attribute.
    const target = safeUrl(href.replace(/&amp;/g, '&').trim());
    return target ? `<a href="${escapeHtml(target)}">${label}</a>` : label;
  });
  text = text.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>').replace(/(^|[^*\w])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
  return text.replace(/\u0000(\d+)\u0000/g, (_, index: string) => codeSpans[Number(index)]);
}

/** Markdown text → safe HTML (paragraphs, bullet/numbered lists, inline formatting). */
export function renderMarkdown(markdown: string | undefined): string {
  if (!markdown || !markdown.trim()) return '';
  const blocks = markdown.replace(/\r\n?/g, '\n').trim().split(/\n\s*\n/);
  return blocks
    .map((block) => {
      const lines = block.split('\n');
      const bullet = lines.every((line) => /^\s*[-*+]\s+/.test(line));
      const numbered = lines.every((line) => /^\s*\d+[.)]\s+/.test(line));
      if (bullet || numbered) {
        const items = lines.map((line) => `<li>${renderInline(escapeHtml(line.replace(/^\s*([-*+]|\d+[.)])\s+/, '')))}</li>`);
        return numbered ? `<ol>${items.join('')}</ol>` : `<ul>${items.join('')}</ul>`;
      }
      return `<p>${renderInline(escapeHtml(lines.map((line) => line.trim()).join(' ')))}</p>`;
    })
    .join('\n');
}
