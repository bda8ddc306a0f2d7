/**
 * <quire-search>: the Ctrl/⌘-K search dialog. Pagefind's script and index are fetched the first
 * time the dialog opens, never before. Keyboard: ↑/↓ choose a result, Enter opens it, Esc closes
 * (the native <dialog> also traps focus while open).
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

/** Where a result leads: the best-matching section of the page when there is one. */
function bestTarget(result: PagefindResultData): { url: string; section?: string; excerpt: string } {
  const section = result.sub_results?.find((sub) => sub.url.includes('#'));
  if (section && section.title !== result.meta.title) return { url: section.url, section: section.title, excerpt: section.excerpt };
  return { url: result.url, excerpt: result.excerpt };
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  debouncedSearch(query: string, options?: unknown, ms?: number): Promise<{ results: Array<{ id: string; data(): Promise<PagefindResultData> }> } | null>;
}

const MAX_RESULTS = 8;
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

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  created.append(...children);
  return created;
}

class QuireSearch extends HTMLElement {
  private pagefind?: Promise<Pagefind>;
  private active = -1;
  /** Whether the dialog has been made (ensureDialog). */
  private made = false;
  private dialog!: HTMLDialogElement;
  private input!: HTMLInputElement;
  private list!: HTMLUListElement;
  private status!: HTMLElement;

  connectedCallback() {
    if (this.dataset.ready) return;
    this.dataset.ready = 'true';
    if (/Mac|iPhone|iPad/.test(navigator.platform)) this.querySelector('[data-mod-key]')!.textContent = '⌘';
    this.querySelector('.search-button')!.addEventListener('click', () => this.open());
    document.addEventListener('keydown', (event) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (this.made && this.dialog.open) this.dialog.close();
        else this.open();
      }
    });
    // The dialog is made once the page has painted, not on the way to its first paint.
    if ('requestIdleCallback' in window) requestIdleCallback(() => this.ensureDialog());
    else setTimeout(() => this.ensureDialog(), 200);
  }

  private ensureDialog() {
    if (this.made) return;
    this.made = true;
    this.append(this.makeDialog());
    // A click on the backdrop (outside the panel) closes, as in other docs sites.
    this.dialog.addEventListener('click', (event) => event.target === this.dialog && this.dialog.close());
    this.input.addEventListener('input', () => void this.search(this.input.value));
    this.input.addEventListener('keydown', (event) => this.onKey(event));
  }

  /**
   * The dialog, made here rather than carried in every page's HTML (search works only with this
   * script anyway). Made when the browser is first idle (or on the first open, if sooner), long
   * before a search, so screen readers know its live status region by the time it speaks.
   */
  private makeDialog(): HTMLDialogElement {
    this.input = element('input', {
      type: 'search',
      class: 'search-input',
      placeholder: this.dataset.placeholder ?? 'Search the docs',
      'aria-label': 'Search the docs',
      role: 'combobox',
      'aria-expanded': 'false',
      'aria-controls': 'quire-search-results',
      'aria-autocomplete': 'list',
      autocomplete: 'off',
      spellcheck: 'false',
    });
    const close = element(
      'button',
      { type: 'button', class: 'search-close', 'aria-label': 'Close search' },
      element('kbd', {}, 'Esc'),
      element('span', { class: 'q-mask q-mask-close search-close-icon', 'aria-hidden': 'true' }),
    );
    close.addEventListener('click', () => this.dialog.close());
    const icon = element('span', { class: 'q-mask q-mask-search search-box-icon', 'aria-hidden': 'true' });
    this.status = element('p', { class: 'search-status', role: 'status', 'aria-live': 'polite' });
    this.list = element('ul', { id: 'quire-search-results', class: 'search-results', role: 'listbox', 'aria-label': 'Search results' });
    this.dialog = element('dialog', { class: 'search-dialog', 'aria-label': 'Search the docs' }, element('div', { class: 'search-box' }, icon, this.input, close), this.status, this.list);
    return this.dialog;
  }

  open() {
    this.ensureDialog();
    this.dialog.showModal();
    this.input.focus();
    this.input.select();
    void this.load().catch(() => undefined);
  }

  private load(): Promise<Pagefind> {
    this.pagefind ??= (async () => {
      const url = `${this.dataset.base ?? '/'}pagefind/pagefind.js`.replace(/\/\/+/g, '/');
      const module = (await import(/* @vite-ignore */ url)) as Pagefind;
      await module.options({ excerptLength: 24 });
      return module;
    })();
    this.pagefind.catch(() => {
      this.pagefind = undefined;
      if (this.dataset.dev) {
        // The commands as the reader runs this site (data-build-command: `npx quire build docs`, `npx astro build`), shown as code.
        const build = element('code', {}, this.dataset.buildCommand ?? 'npx astro build');
        const preview = element('code', {}, this.dataset.previewCommand ?? 'npx astro preview');
        this.status.replaceChildren('Search needs the index that ', build, ' writes: run it once and this dev server will use it (or use ', preview, ').');
      } else this.status.textContent = 'Search is not available: the search index (/pagefind/) is missing.';
    });
    return this.pagefind;
  }

  private async search(query: string) {
    let pagefind: Pagefind;
    try {
      pagefind = await this.load();
    } catch {
      return;
    }
    const found = await pagefind.debouncedSearch(query.trim(), undefined, 120);
    if (found === null) return; // superseded by a newer keystroke
    if (query.trim() === '') return this.render([], '');
    const results = await Promise.all(found.results.slice(0, MAX_RESULTS).map((result) => result.data()));
    this.render(results, query.trim());
  }

  private render(results: PagefindResultData[], query: string) {
    this.active = results.length > 0 ? 0 : -1;
    this.list.replaceChildren(
      ...results.map((result, index) => {
        const target = bestTarget(result);
        const title = element('span', { class: 'search-result-title' }, result.meta.title ?? result.url);
        if (target.section) title.append(element('span', { class: 'search-result-section' }, ` › ${target.section}`));
        const excerpt = element('span', { class: 'search-result-excerpt' }, ...excerptNodes(target.excerpt));
        const link = element('a', { href: target.url, tabindex: '-1' }, title, excerpt);
        return element('li', { role: 'option', id: `quire-search-option-${index}`, 'aria-selected': String(index === 0) }, link);
      }),
    );
    this.input.setAttribute('aria-expanded', String(results.length > 0));
    this.updateActive();
    this.status.textContent = query === '' ? '' : results.length === 0 ? `No results for “${query}”` : `${results.length} result${results.length === 1 ? '' : 's'}`;
  }

  private updateActive() {
    const options = [...this.list.querySelectorAll<HTMLElement>('[role="option"]')];
    options.forEach((option, index) => option.setAttribute('aria-selected', String(index === this.active)));
    const current = options[this.active];
    if (current) {
      this.input.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView({ block: 'nearest' });
    } else this.input.removeAttribute('aria-activedescendant');
  }

  private onKey(event: KeyboardEvent) {
    const count = this.list.children.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      this.active = (this.active + (event.key === 'ArrowDown' ? 1 : -1) + count) % count;
      this.updateActive();
    } else if (event.key === 'Escape') {
      // A search input would only clear itself on the first Escape; readers expect the dialog to close.
      event.preventDefault();
      this.dialog.close();
    } else if (event.key === 'Enter') {
      const link = this.list.children[this.active]?.querySelector('a');
      if (link) {
        event.preventDefault();
        window.location.href = link.href;
      }
    }
  }
}

if (!customElements.get('quire-search')) customElements.define('quire-search', QuireSearch);
