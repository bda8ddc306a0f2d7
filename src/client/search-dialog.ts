/**
 * <quire-search>: the Ctrl/⌘-K search dialog. Every page loads only this part: the button, the
 * shortcut and the dialog's empty frame. The searching itself (Pagefind's script and index, results,
 * ↑/↓ and Enter) is client/search-results.ts, fetched by `import()` at the first sign that a reader
 * is about to search: the pointer over the button, focus on it, a touch, Ctrl or ⌘ going down, or
 * the dialog opening. Pagefind's own files come later still, when the dialog opens.
 *
 * The frame is made here rather than in the lazy part so that Ctrl-K followed at once by typing
 * loses no key: the field exists and has focus in the same task as the shortcut, whether or not
 * the rest has arrived, and search-results.ts searches for whatever it holds when it does.
 */
import { importSearchResults } from 'virtual:quire/search-results';
import type { SearchDialogParts, SearchResults } from './search-results.ts';

/** The dialog and the parts search-results.ts fills. */
interface DialogParts extends SearchDialogParts {
  dialog: HTMLDialogElement;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  created.append(...children);
  return created;
}

class QuireSearch extends HTMLElement {
  private parts?: DialogParts;
  private results?: Promise<SearchResults>;
  /** Failed imports so far: each retry asks for the chunk afresh (integration/lazy-search.ts). */
  private failures = 0;

  connectedCallback() {
    if (this.dataset.ready) return;
    this.dataset.ready = 'true';
    if (/Mac|iPhone|iPad/.test(navigator.platform)) this.querySelector('[data-mod-key]')!.textContent = '⌘';
    const button = this.querySelector('.search-button')!;
    button.addEventListener('click', () => this.open());
    for (const intent of ['pointerenter', 'focusin', 'touchstart']) button.addEventListener(intent, () => void this.loadResults(), { passive: true });
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Control' || event.key === 'Meta') return void this.loadResults();
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (this.parts?.dialog.open) this.parts.dialog.close();
        else this.open();
      }
    });
    // The frame is made once the page has painted, not on the way to its first paint, so its live
    // status region is in the page well before it first speaks (one added as it speaks goes unheard).
    // A busy page may never be idle (an animation, a chatty script): after a second it is made anyway.
    if ('requestIdleCallback' in window) requestIdleCallback(() => this.dialogParts(), { timeout: 1000 });
    else setTimeout(() => this.dialogParts(), 200);
  }

  open() {
    const { dialog, input } = this.dialogParts();
    dialog.showModal();
    input.focus();
    input.select();
    void this.loadResults().then((results) => results?.opened());
  }

  /**
   * The searching part, imported once. A failed import (offline) is said in the dialog and
   * forgotten, so the next click, Ctrl-K or hover tries again; it never rejects.
   */
  private async loadResults(): Promise<SearchResults | undefined> {
    const parts = this.dialogParts();
    const loading = (this.results ??= importSearchResults(this.failures).then((module) => {
      parts.status.textContent = '';
      return module.searchResults(parts, element);
    }));
    try {
      return await loading;
    } catch {
      if (this.results === loading) {
        this.results = undefined;
        this.failures += 1;
      }
      parts.status.textContent = 'Search could not be loaded. Check the connection, then open search again.';
      return undefined;
    }
  }

  /** The dialog, made here rather than carried in every page's HTML (search works only with this script anyway). */
  private dialogParts(): DialogParts {
    if (this.parts) return this.parts;
    const input = element('input', {
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
      // Named by what it shows and says, "Esc Close search" (a label hiding the shown key fails axe's label-content-name-mismatch).
      { type: 'button', class: 'search-close' },
      element('kbd', {}, 'Esc'),
      element('span', { class: 'sr-only' }, ' Close search'),
      element('span', { class: 'q-mask q-mask-close search-close-icon', 'aria-hidden': 'true' }),
    );
    const icon = element('span', { class: 'q-mask q-mask-search search-box-icon', 'aria-hidden': 'true' });
    const status = element('p', { class: 'search-status', role: 'status', 'aria-live': 'polite' });
    const list = element('ul', { id: 'quire-search-results', class: 'search-results', role: 'listbox', 'aria-label': 'Search results' });
    const dialog = element('dialog', { class: 'search-dialog', 'aria-label': 'Search the docs' }, element('div', { class: 'search-box' }, icon, input, close), status, list);
    close.addEventListener('click', () => dialog.close());
    // A click on the backdrop (outside the panel) closes, as in other docs sites.
    dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());
    input.addEventListener('keydown', (event) => {
      // A search field would only clear itself on the first Escape; readers expect the dialog to close.
      if (event.key !== 'Escape') return;
      event.preventDefault();
      dialog.close();
    });
    this.append(dialog);
    this.parts = { host: this, dialog, input, list, status };
    return this.parts;
  }
}

if (!customElements.get('quire-search')) customElements.define('quire-search', QuireSearch);
