/**
 * <quire-tree>: the tree the server drew (Tree/FileTree), made operable as the WAI-ARIA tree view
 * pattern describes: one item in the tab order, arrows move and open/close, Home/End, Enter/Space
 * toggle, `*` opens the siblings, typing a letter jumps to the next item starting with it.
 * https://www.w3.org/WAI/ARIA/apg/patterns/treeview/
 */
class QuireTree extends HTMLElement {
  connectedCallback() {
    if (this.dataset.ready) return;
    this.dataset.ready = 'true';
    // A tree drawn by React code (components/react/trees.ts) leaves every row out of the tab order: the first one goes in.
    const items = [...this.querySelectorAll<HTMLElement>('[role="treeitem"]')];
    if (items.length > 0 && !items.some((item) => item.tabIndex === 0)) items[0].tabIndex = 0;
    this.addEventListener('click', (event) => {
      const label = (event.target as Element).closest('.tree-label');
      const item = label?.parentElement;
      if (!item || !this.contains(item)) return;
      this.focusItem(item);
      if (item.hasAttribute('aria-expanded')) this.toggle(item);
    });
    this.addEventListener('keydown', (event) => this.onKey(event));
  }

  /** Items a reader can see: none inside a closed folder. */
  private visibleItems(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>('[role="treeitem"]')].filter((item) => !item.parentElement?.closest('[aria-expanded="false"]'));
  }

  private focusItem(item: HTMLElement) {
    for (const other of this.querySelectorAll<HTMLElement>('[role="treeitem"]')) other.tabIndex = other === item ? 0 : -1;
    item.focus();
  }

  private toggle(item: HTMLElement, open = item.getAttribute('aria-expanded') !== 'true') {
    if (item.hasAttribute('aria-expanded')) item.setAttribute('aria-expanded', String(open));
  }

  private onKey(event: KeyboardEvent) {
    const item = (event.target as Element).closest<HTMLElement>('[role="treeitem"]');
    if (!item || event.altKey || event.ctrlKey || event.metaKey) return;
    const visible = this.visibleItems();
    const at = visible.indexOf(item);
    const expanded = item.getAttribute('aria-expanded');
    const parent = item.parentElement?.closest<HTMLElement>('[role="treeitem"]');
    let next: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowDown':
        next = visible[at + 1];
        break;
      case 'ArrowUp':
        next = visible[at - 1];
        break;
      case 'Home':
        next = visible[0];
        break;
      case 'End':
        next = visible.at(-1);
        break;
      case 'ArrowRight':
        if (expanded === 'false') this.toggle(item, true);
        else if (expanded === 'true' || item.dataset.openable === 'false') next = item.querySelector<HTMLElement>('[role="treeitem"]') ?? undefined;
        break;
      case 'ArrowLeft':
        if (expanded === 'true') this.toggle(item, false);
        else next = parent ?? undefined;
        break;
      case 'Enter':
      case ' ':
        this.toggle(item);
        break;
      case '*':
        for (const sibling of item.parentElement?.children ?? []) this.toggle(sibling as HTMLElement, true);
        break;
      default:
        if (event.key.length !== 1 || !/\S/.test(event.key)) return;
        next = [...visible.slice(at + 1), ...visible.slice(0, at + 1)].find((candidate) =>
          candidate.querySelector('.tree-label')?.textContent?.trim().toLowerCase().startsWith(event.key.toLowerCase()),
        );
    }
    event.preventDefault();
    if (next) this.focusItem(next);
  }
}

if (!customElements.get('quire-tree')) customElements.define('quire-tree', QuireTree);

export {};
