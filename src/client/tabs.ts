/**
 * <quire-tabs>: Tabs and CodeGroup. The server renders the tab list and panels with the first one
 * selected; this only switches them. Keyboard follows the WAI-ARIA tabs pattern: arrows, Home and
 * End move between tabs and select them.
 *
 * As on Mintlify, a choice follows the reader: tabs and code groups with a tab of the same title
 * switch together (unless a group says `sync={false}`), and the last title chosen is remembered
 * across the site (a language, a framework; nothing typed). A link to a heading inside a tab that
 * is not shown (from the table of contents, a search result or a shared URL) opens that tab first.
 * A `<CodeGroup dropdown>` has a <select> in place of the tab list: its options are the choices.
 */
const CHOICE_KEY = 'quire:tab-choice';

const titleOf = (tab: HTMLElement) => tab.textContent?.trim() ?? '';
/** A choice is a tab button or, in a dropdown, an <option> whose value is its panel's id. */
const panelOf = (choice: HTMLElement) => document.getElementById(choice instanceof HTMLOptionElement ? choice.value : (choice.getAttribute('aria-controls') ?? ''));

function rememberedChoice(): string | undefined {
  try {
    return localStorage.getItem(CHOICE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

function remember(title: string) {
  try {
    localStorage.setItem(CHOICE_KEY, title);
  } catch {
    // No storage (private mode, blocked): the choice lasts for this page.
  }
}

class QuireTabs extends HTMLElement {
  connectedCallback() {
    if (this.dataset.ready) return;
    this.dataset.ready = 'true';
    const list = this.tabList();
    list?.addEventListener('click', (event) => {
      const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
      if (tab && tab.parentElement === list) this.choose(tab);
    });
    list?.addEventListener('keydown', (event) => this.onKey(event));
    const picker = this.picker();
    picker?.addEventListener('change', () => {
      const option = picker.selectedOptions[0];
      if (option) this.choose(option);
    });
    const remembered = rememberedChoice();
    const tab = remembered && this.syncs() ? this.tabTitled(remembered) : undefined;
    if (tab) this.select(tab);
  }

  private tabList(): HTMLElement | null {
    return this.querySelector(':scope > [role="tablist"]');
  }

  private picker(): HTMLSelectElement | null {
    return this.querySelector(':scope > .tab-select > select');
  }

  tabs(): HTMLElement[] {
    return [...(this.tabList()?.querySelectorAll<HTMLElement>(':scope > [role="tab"]') ?? [])];
  }

  /** The tabs, or a dropdown's options. */
  choices(): HTMLElement[] {
    const picker = this.picker();
    return picker ? [...picker.options] : this.tabs();
  }

  private syncs(): boolean {
    return this.dataset.sync !== 'false';
  }

  tabTitled(title: string): HTMLElement | undefined {
    return this.choices().find((tab) => titleOf(tab) === title);
  }

  select(tab: HTMLElement, focus = false) {
    for (const other of this.choices()) {
      const selected = other === tab;
      if (other instanceof HTMLOptionElement) other.selected = selected;
      else {
        other.setAttribute('aria-selected', String(selected));
        other.tabIndex = selected ? 0 : -1;
      }
      const panel = panelOf(other);
      if (panel) panel.hidden = !selected;
    }
    if (focus) tab.focus();
  }

  /** The reader's choice: this group, the page's other groups with a tab of that title, and the next pages. */
  private choose(tab: HTMLElement, focus = false) {
    this.select(tab, focus);
    if (!this.syncs()) return;
    const title = titleOf(tab);
    remember(title);
    for (const group of document.querySelectorAll<QuireTabs>('quire-tabs')) {
      if (group === this || !group.syncs()) continue;
      const same = group.tabTitled(title);
      if (same) group.select(same);
    }
  }

  private onKey(event: KeyboardEvent) {
    const tabs = this.tabs();
    const current = tabs.indexOf(document.activeElement as HTMLElement);
    if (current === -1) return;
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (current - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next === -1) return;
    event.preventDefault();
    this.choose(tabs[next], true);
  }
}

/** Opens every tab panel (outermost first) that hides the URL's target, then shows the target. */
function revealLinkedHeading() {
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return;
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const hidden: HTMLElement[] = [];
  for (let panel = target.closest<HTMLElement>('[role="tabpanel"]'); panel; panel = panel.parentElement?.closest<HTMLElement>('[role="tabpanel"]') ?? null) hidden.unshift(panel);
  if (!hidden.some((panel) => panel.hidden)) return;
  for (const panel of hidden) {
    const tab = document.querySelector<HTMLElement>(`[role="tab"][aria-controls="${CSS.escape(panel.id)}"], .tab-select option[value="${CSS.escape(panel.id)}"]`);
    tab?.closest<QuireTabs>('quire-tabs')?.select(tab);
  }
  target.scrollIntoView();
}

if (!customElements.get('quire-tabs')) {
  customElements.define('quire-tabs', QuireTabs);
  revealLinkedHeading();
  addEventListener('hashchange', revealLinkedHeading);
}
