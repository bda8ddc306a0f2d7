/**
 * <quire-toc>: marks the table of contents entry of the section being read (`aria-current`), as
 * the reader scrolls, follows a link or opens a tab. The section being read is the last one whose
 * heading has passed the top third of the window; headings hidden in a closed tab do not count.
 */
class QuireToc extends HTMLElement {
  private frame = 0;

  connectedCallback() {
    if (this.dataset.ready) return;
    this.dataset.ready = 'true';
    const update = () => {
      cancelAnimationFrame(this.frame);
      this.frame = requestAnimationFrame(() => this.markCurrent());
    };
    addEventListener('scroll', update, { passive: true });
    addEventListener('resize', update, { passive: true });
    addEventListener('hashchange', update);
    // A tab switch shows other headings without scrolling.
    document.addEventListener('click', (event) => (event.target as Element).closest?.('[role="tab"]') && update());
    update();
  }

  private markCurrent() {
    const links = [...this.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const line = innerHeight / 3;
    let current: HTMLAnchorElement | undefined;
    for (const link of links) {
      const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      // offsetParent is null for an element inside a hidden tab panel.
      if (!heading || heading.offsetParent === null) continue;
      if (heading.getBoundingClientRect().top > line) break;
      current = link;
    }
    current ??= links.find((link) => document.getElementById(decodeURIComponent(link.hash.slice(1)))?.offsetParent);
    for (const link of links) {
      if (link === current) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  }
}

if (!customElements.get('quire-toc')) customElements.define('quire-toc', QuireToc);
