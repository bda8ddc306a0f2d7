/**
 * <quire-tabs>: Tabs and CodeGroup. The server renders the tab list and panels with the first one
 * selected; this only switches them. Keyboard follows the WAI-ARIA tabs pattern: arrows, Home and
 * End move between tabs and select them.
 */
class QuireTabs extends HTMLElement {
  connectedCallback() {
    if (this.dataset.ready) return;
    this.dataset.ready = 'true';
    const list = this.tabList();
    list?.addEventListener('click', (event) => {
      const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
      if (tab && tab.parentElement === list) this.select(tab);
    });
    list?.addEventListener('keydown', (event) => this.onKey(event));
  }

  private tabList(): HTMLElement | null {
    return this.querySelector(':scope > [role="tablist"]');
  }

  private tabs(): HTMLElement[] {
    return [...(this.tabList()?.querySelectorAll<HTMLElement>(':scope > [role="tab"]') ?? [])];
  }

  select(tab: HTMLElement, focus = false) {
    for (const other of this.tabs()) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
    if (focus) tab.focus();
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
    this.select(tabs[next], true);
  }
}

if (!customElements.get('quire-tabs')) customElements.define('quire-tabs', QuireTabs);
