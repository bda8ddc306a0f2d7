/**
 * <quire-view> (Mintlify's View): every view is in the HTML, so a reader without scripts sees them
 * all, one after another. With this script the page gets one selector, before the first view; the
 * chosen view shows, the others hide, and the table of contents lists only the shown view's
 * headings. A `#heading` inside a hidden view selects that view.
 */
const views = () => [...document.querySelectorAll<HTMLElement>('quire-view')];

function show(title: string) {
  for (const view of views()) {
    const selected = view.dataset.viewTitle === title;
    view.toggleAttribute('data-active', selected);
    for (const heading of view.querySelectorAll<HTMLElement>('[id]')) {
      // The table of contents links to headings by id: hide the links of headings now hidden.
      for (const link of document.querySelectorAll<HTMLElement>(`.toc a[href="#${CSS.escape(heading.id)}"]`)) link.closest('li')?.toggleAttribute('hidden', !selected);
    }
  }
  const select = document.querySelector<HTMLSelectElement>('.view-select select');
  if (select) select.value = title;
}

function viewOfHash(): string | undefined {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  return target?.closest<HTMLElement>('quire-view')?.dataset.viewTitle;
}

class QuireView extends HTMLElement {
  connectedCallback() {
    if (document.querySelector('.view-select')) return;
    const all = views();
    const first = all[0];
    if (!first) return;
    const titles = [...new Set(all.map((view) => view.dataset.viewTitle ?? ''))];
    const label = document.createElement('label');
    label.className = 'view-select';
    label.append('View ');
    const select = document.createElement('select');
    for (const title of titles) select.add(new Option(title, title));
    select.addEventListener('change', () => show(select.value));
    label.append(select);
    first.before(label);
    show(viewOfHash() ?? titles[0]);
    window.addEventListener('hashchange', () => {
      const title = viewOfHash();
      if (title) {
        show(title);
        document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      }
    });
  }
}

if (!customElements.get('quire-view')) customElements.define('quire-view', QuireView);

export {};
