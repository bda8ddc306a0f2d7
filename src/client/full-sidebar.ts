const INTERACTIONS = ['pointerenter', 'focusin', 'touchstart'] as const;

const linkWithHref = (root: ParentNode, href: string): HTMLAnchorElement | undefined => [...root.querySelectorAll('a')].find((link) => link.getAttribute('href') === href);

/**
 * A large section's sidebar arrives with only the page's group open (every page stays reachable
 * without JS: a closed group's heading links to its first page). This element fetches the
 * section's whole sidebar while the browser is idle and puts it in on the reader's first
 * interaction with the navigation: on load it would shift the layout while the reader reads.
 */
class QuireSidebar extends HTMLElement {
  #html?: Promise<string | undefined>;

  connectedCallback() {
    if (this.dataset.ready) return;
    this.dataset.ready = 'true';
    const nav = this.closest('nav') ?? this;
    const onInteraction = () => {
      for (const type of INTERACTIONS) nav.removeEventListener(type, onInteraction);
      void this.swap();
    };
    for (const type of INTERACTIONS) nav.addEventListener(type, onInteraction, { passive: true });
    // The file is the same for every page of the section, so after the first page it comes from the cache.
    // A page that is never idle still fetches it, after a few seconds.
    if ('requestIdleCallback' in window) requestIdleCallback(() => void this.load(), { timeout: 3000 });
    else setTimeout(() => void this.load(), 1000);
  }

  load(): Promise<string | undefined> {
    this.#html ??= fetch(this.dataset.src ?? '').then(
      (response) => (response.ok ? response.text() : undefined),
      () => undefined,
    );
    return this.#html;
  }

  async swap() {
    const html = await this.load();
    // Without the file (offline, a server that lacks it) the page's own sidebar still reaches every page.
    if (html === undefined || this.dataset.full) return;
    const template = document.createElement('template');
    template.innerHTML = html;
    const list = template.content.querySelector('ul');
    if (!list) return;
    const current = this.dataset.current;
    if (current) linkWithHref(list, current)?.setAttribute('aria-current', 'page');

    // Keep what the reader is on where it was: the focused link (a closed group's heading becomes
    // that group's first link, the same href), else the current page's link.
    const focused = this.contains(document.activeElement) ? (document.activeElement as HTMLElement).getAttribute('href') : null;
    const pinHref = focused ?? current;
    const pinTop = pinHref ? linkWithHref(this, pinHref)?.getBoundingClientRect().top : undefined;
    this.replaceChildren(list);
    this.dataset.full = 'true';
    const pinned = pinHref ? linkWithHref(this, pinHref) : undefined;
    const scroller = this.closest('nav');
    if (pinned && pinTop !== undefined && scroller) scroller.scrollTop += pinned.getBoundingClientRect().top - pinTop;
    if (focused && pinned) pinned.focus({ preventScroll: true });
  }
}

if (!customElements.get('quire-sidebar')) customElements.define('quire-sidebar', QuireSidebar);
