const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The drawer opens on the reader's page, as Mintlify's does: focus on its link (else the first
 * link), scrolled a third of the way down when it lies outside the drawer's view. The drawer was
 * hidden when the page loaded, so the sidebar's own scroll on load (Sidebar.astro) did nothing here.
 */
function showCurrentPage(drawer: HTMLElement) {
  const current = drawer.querySelector<HTMLElement>('a[aria-current="page"]');
  (current ?? drawer.querySelector<HTMLElement>(FOCUSABLE))?.focus({ preventScroll: true });
  if (!current) return;
  const view = drawer.getBoundingClientRect();
  const link = current.getBoundingClientRect();
  if (link.bottom > view.bottom || link.top < view.top) drawer.scrollTop += link.top - view.top - view.height / 3;
}

/**
 * The mobile navigation drawer: opens the sidebar on the reader's page, keeps keyboard focus inside it while open,
 * and closes on Escape (returning focus to the button) or when a link is followed.
 */
class QuireMenuButton extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector('button');
    const drawer = document.getElementById(button?.getAttribute('aria-controls') ?? '');
    if (!button || !drawer || button.dataset.ready) return;
    button.dataset.ready = 'true';

    const setOpen = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      button.setAttribute('aria-label', open ? 'Close navigation' : 'Open navigation');
      document.body.toggleAttribute('data-menu-open', open);
      if (open) showCurrentPage(drawer);
    };
    const isOpen = () => button.getAttribute('aria-expanded') === 'true';

    button.addEventListener('click', () => setOpen(!isOpen()));
    drawer.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) setOpen(false);
    });
    document.addEventListener('keydown', (event) => {
      if (!isOpen()) return;
      if (event.key === 'Escape') {
        setOpen(false);
        button.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      // The trap cycles through the button and the drawer's links.
      const stops = [button, ...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const index = stops.indexOf(document.activeElement as HTMLElement);
      const nextIndex = event.shiftKey ? (index <= 0 ? stops.length - 1 : index - 1) : index === stops.length - 1 ? 0 : index + 1;
      event.preventDefault();
      stops[nextIndex].focus();
    });
    matchMedia('(min-width: 768px)').addEventListener('change', (event) => {
      if (event.matches) setOpen(false);
    });
  }
}

if (!customElements.get('quire-menu-button')) customElements.define('quire-menu-button', QuireMenuButton);
