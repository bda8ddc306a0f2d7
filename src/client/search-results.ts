/**
 * What the search dialog does once a reader uses it: fetch Pagefind's script and index, search as
 * they type, draw the results, ↑/↓ to choose one and Enter to open it. Loaded by `import()` from
 * client/search-dialog.ts on the first sign that a reader is about to search, never with the page.
 */

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  /** One per heading section that matched; its url carries the heading's #anchor. */
  sub_results?: PagefindSubResult[];
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  debouncedSearch(query: string, options?: unknown, ms?: number): Promise<{ results: Array<{ id: string; data(): Promise<PagefindResultData> }> } | null>;
}

/** The dialog as client/search-dialog.ts made it. */
export interface SearchDialogParts {
  /** The <quire-search> element: its data-* attributes say where the index is and what dev mode says. */
  host: HTMLElement;
  input: HTMLInputElement;
  list: HTMLUListElement;
  /** The live region that says how many results there are: in the page before the first search. */
  status: HTMLElement;
}

/** Makes an element with attributes and children (search-dialog.ts's, so that the two chunks share no module). */
export type ElementMaker = <K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>, ...children: Array<Node | string>) => HTMLElementTagNameMap[K];

/** What the element calls each time its dialog opens. */
export interface SearchResults {
  opened(): void;
}

const MAX_RESULTS = 8;

/** Where a result leads: the best-matching section of the page when there is one. */
function bestTarget(result: PagefindResultData): { url: string; section?: string; excerpt: string } {
  const section = result.sub_results?.find((sub) => sub.url.includes('#'));
  if (section && section.title !== result.meta.title) return { url: section.url, section: section.title, excerpt: section.excerpt };
  return { url: result.url, excerpt: result.excerpt };
}

/**
 * Pagefind's excerpts are HTML: the page's text, entity-escaped, with <mark> around matches. Parsed
 * (DOMParser runs no scripts) and rebuilt from text nodes and fresh <mark>s only, so `<` in the text
 * shows as `<` and nothing else of the markup survives.
 */
function excerptNodes(excerpt: string): Node[] {
  const parsed = new DOMParser().parseFromString(excerpt, 'text/html').body;
  return [...parsed.childNodes].map((node) => {
    if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent ?? '');
    const mark = document.createElement('mark');
    mark.textContent = node.textContent;
    return mark;
  });
}

/** Gives the dialog its searching. The dialog may be open already, its field holding words typed while this module loaded. */
export function searchResults({ host, input, list, status }: SearchDialogParts, element: ElementMaker): SearchResults {
  let pagefind: Promise<Pagefind> | undefined;
  let active = -1;

  const load = (): Promise<Pagefind> => {
    pagefind ??= (async () => {
      const url = `${host.dataset.base ?? '/'}pagefind/pagefind.js`.replace(/\/\/+/g, '/');
      const module = (await import(/* @vite-ignore */ url)) as Pagefind;
      await module.options({ excerptLength: 24 });
      return module;
    })();
    pagefind.catch(() => {
      pagefind = undefined;
      // The dev server makes its index from the pages on the first search; a failure is in its terminal.
      status.textContent = host.dataset.dev
        ? 'Search is not available: the dev server could not make its index (its terminal says why).'
        : 'Search is not available: the search index (/pagefind/) is missing.';
    });
    return pagefind;
  };

  const search = async (query: string) => {
    let loaded: Pagefind;
    try {
      loaded = await load();
    } catch {
      return;
    }
    const found = await loaded.debouncedSearch(query.trim(), undefined, 120);
    if (found === null) return; // superseded by a newer keystroke
    if (query.trim() === '') return render([], '');
    const results = await Promise.all(found.results.slice(0, MAX_RESULTS).map((result) => result.data()));
    render(results, query.trim());
  };

  const render = (results: PagefindResultData[], query: string) => {
    active = results.length > 0 ? 0 : -1;
    list.replaceChildren(
      ...results.map((result, index) => {
        const target = bestTarget(result);
        const title = element('span', { class: 'search-result-title' }, result.meta.title ?? result.url);
        if (target.section) title.append(element('span', { class: 'search-result-section' }, ` › ${target.section}`));
        const excerpt = element('span', { class: 'search-result-excerpt' }, ...excerptNodes(target.excerpt));
        // The link is the option itself (ARIA allows `option` on a link): an option holding a link nests one control in another.
        const link = element('a', { href: target.url, tabindex: '-1', role: 'option', id: `quire-search-option-${index}`, 'aria-selected': String(index === 0) }, title, excerpt);
        return element('li', { role: 'none' }, link);
      }),
    );
    input.setAttribute('aria-expanded', String(results.length > 0));
    updateActive();
    status.textContent = query === '' ? '' : results.length === 0 ? `No results for “${query}”` : `${results.length} result${results.length === 1 ? '' : 's'}`;
  };

  const updateActive = () => {
    const options = [...list.querySelectorAll<HTMLElement>('[role="option"]')];
    options.forEach((option, index) => option.setAttribute('aria-selected', String(index === active)));
    const current = options[active];
    if (current) {
      input.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  input.addEventListener('input', () => void search(input.value));
  input.addEventListener('keydown', (event) => {
    const count = list.children.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      active = (active + (event.key === 'ArrowDown' ? 1 : -1) + count) % count;
      updateActive();
    } else if (event.key === 'Enter') {
      const link = list.children[active]?.querySelector('a');
      if (link) {
        event.preventDefault();
        window.location.href = link.href;
      }
    }
  });

  // Words typed while this module was on its way (the dialog opens before it arrives) are searched now.
  if (input.value.trim() !== '') void search(input.value);
  return {
    // Pagefind is fetched as the dialog opens, so the index is on its way while the reader types.
    opened: () => void load().catch(() => undefined),
  };
}
