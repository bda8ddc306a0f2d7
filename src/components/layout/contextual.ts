import type { ContextualLink, SiteChrome } from '../../config/model.ts';
import { safeUrl } from '../../links/url-safety.ts';
import { isExternalUrl } from '../../utils/urls.ts';

export type ContextualOption = NonNullable<SiteChrome['contextual']>['options'][number];

/** One entry of the page's contextual menu: the copy button, or a link. */
export type ContextualItem = { kind: 'copy'; label: string; description: string } | { kind: 'link'; label: string; description: string; href: string; external: boolean };

/** Assistants that open a chat from a URL's query, with the prompt Mintlify gives them. */
const ASSISTANTS: Record<string, { label: string; url: string; parameter: string }> = {
  chatgpt: { label: 'Open in ChatGPT', url: 'https://chatgpt.com/', parameter: 'q' },
  claude: { label: 'Open in Claude', url: 'https://claude.ai/new', parameter: 'q' },
  perplexity: { label: 'Open in Perplexity', url: 'https://www.perplexity.ai/search', parameter: 'q' },
  grok: { label: 'Open in Grok', url: 'https://grok.com/', parameter: 'q' },
  aistudio: { label: 'Open in AI Studio', url: 'https://aistudio.google.com/prompts/new_chat', parameter: 'prompt' },
  devin: { label: 'Open in Devin', url: 'https://app.devin.ai/', parameter: 'prompt' },
  windsurf: { label: 'Open in Windsurf', url: 'https://windsurf.com/', parameter: 'prompt' },
};

export interface PageAddress {
  /** The page's URL: absolute when the site's URL is known, else its path. */
  url: string;
  path: string;
  /** Where the page's markdown is (Quire writes `<page>.md` beside every page). */
  markdownPath: string;
}

/** `$path` and `$page` in a custom link are the page's path and URL, as in Mintlify's custom options. */
const fill = (text: string, page: PageAddress) => text.replaceAll('$path', page.path).replaceAll('$page', page.url);

function customHref(link: ContextualLink, page: PageAddress): string {
  if (typeof link.href === 'string') return fill(link.href, page);
  const url = new URL(fill(link.href.base, page), 'https://relative.invalid');
  for (const { key, value } of link.href.query ?? []) url.searchParams.append(key, fill(value, page));
  return url.origin === 'https://relative.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The menu docs.json's `contextual.options` give one page; script URLs are left out. */
export function contextualItems(options: readonly ContextualOption[], page: PageAddress): ContextualItem[] {
  const prompt = `Read ${page.url} so I can ask questions about it.`;
  return options.flatMap((option): ContextualItem[] => {
    if (option === 'copy') return [{ kind: 'copy', label: 'Copy page', description: 'Copy this page as Markdown for LLMs' }];
    if (option === 'view') return [{ kind: 'link', label: 'View as Markdown', description: 'View this page as plain text', href: page.markdownPath, external: false }];
    if (typeof option === 'string') {
      const assistant = ASSISTANTS[option];
      if (!assistant) return [];
      const href = `${assistant.url}?${new URLSearchParams({ [assistant.parameter]: prompt })}`;
      return [{ kind: 'link', label: assistant.label, description: 'Ask questions about this page', href, external: true }];
    }
    const href = safeUrl(customHref(option, page));
    return href === undefined ? [] : [{ kind: 'link', label: option.title, description: option.description, href, external: isExternalUrl(href) }];
  });
}
