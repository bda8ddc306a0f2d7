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
  debouncedSearch(query: string, options?: { filters?: Record<string, string> }, ms?: number): Promise<{ results: Array<{ id: string; data(): Promise<PagefindResultData> }> } | null>;
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
    pagefind ??= loadPagefind(
      host,
      () => {
        pagefind = undefined;
      },
      status,
    );
    return pagefind;
  };

  // On a page of a version, search looks in that version until the reader asks for all of them.
  const scope = versionScope(host, status, element, () => void search(input.value));
  const search = async (query: string) => {
    let loaded: Pagefind;
    try {
      loaded = await load();
    } catch {
      return;
    }
    const found = await loaded.debouncedSearch(query.trim(), { filters: scope.filters() }, 120);
    if (found === null) return; // superseded by a newer keystroke
    if (query.trim() === '') return render([], '');
    const results = await Promise.all(found.results.slice(0, MAX_RESULTS).map((result) => result.data()));
    render(results, query.trim());
  };

  const render = (results: PagefindResultData[], query: string) => {
    active = results.length > 0 ? 0 : -1;
    list.replaceChildren(...results.map((result, index) => resultItem(result, index, element)));
    input.setAttribute('aria-expanded', String(results.length > 0));
    updateActive();
    const where = scope.filters() ? ` in ${host.dataset.version}` : '';
    status.textContent = query === '' ? '' : results.length === 0 ? `No results for “${query}”${where}` : `${results.length} result${results.length === 1 ? '' : 's'}${where}`;
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

/**
 * Which versions a search looks in: on a page a version lists (`data-version` on <quire-search>),
 * that one, until the reader ticks "Search all versions" (a box after the status line, which
 * searches again); elsewhere every page.
 */
function versionScope(host: HTMLElement, status: HTMLElement, element: ElementMaker, changed: () => void): { filters(): Record<string, string> | undefined } {
  const version = host.dataset.version;
  if (!version) return { filters: () => undefined };
  const box = element('input', { type: 'checkbox', class: 'search-scope-box' });
  box.addEventListener('change', changed);
  status.after(element('label', { class: 'search-scope' }, box, 'Search all versions'));
  return { filters: () => (box.checked ? undefined : { version }) };
}

/** One result: its page (and the heading section that matched best) and the matched words in their excerpt. */
function resultItem(result: PagefindResultData, index: number, element: ElementMaker): HTMLLIElement {
  const target = bestTarget(result);
  const title = element('span', { class: 'search-result-title' }, result.meta.title ?? result.url);
  if (target.section) title.append(element('span', { class: 'search-result-section' }, ` › ${target.section}`));
  const excerpt = element('span', { class: 'search-result-excerpt' }, ...excerptNodes(target.excerpt));
  // The link is the option itself (ARIA allows `option` on a link): an option holding a link nests one control in another.
  const link = element('a', { href: target.url, tabindex: '-1', role: 'option', id: `quire-search-option-${index}`, 'aria-selected': String(index === 0) }, title, excerpt);
  return element('li', { role: 'none' }, link);
}

/** Pagefind's script and index, fetched once; when it fails, `failed` lets the next search try again and the status says why. */
function loadPagefind(host: HTMLElement, failed: () => void, status: HTMLElement): Promise<Pagefind> {
  const loading = (async () => {
    const url = `${host.dataset.base ?? '/'}pagefind/pagefind.js`.replace(/\/\/+/g, '/');
    const module = (await import(/* @vite-ignore */ url)) as Pagefind;
    await module.options({ excerptLength: 24 });
    return module;
  })();
  loading.catch(() => {
    failed();
    // The dev server makes its index from the pages on the first search; a failure is in its terminal.
    status.textContent = host.dataset.dev
      ? 'Search is not available: the dev server could not make its index (its terminal says why).'
      : 'Search is not available: the search index (/pagefind/) is missing.';
  });
  return loading;
}
