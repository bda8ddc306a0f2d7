/**
 * <quire-mermaid>: a Mermaid diagram drawn in the reader's browser, in the page's mode, and drawn
 * again when the mode changes. The server writes the diagram's source in a <pre> (what a reader
 * without scripts sees); this module is a page script only of pages with a diagram, and loads
 * Mermaid itself (a large library) only once such an element is on the page.
 */
type Mermaid = typeof import('mermaid').default;

let mermaid: Promise<Mermaid> | undefined;
let count = 0;

const loadMermaid = () => (mermaid ??= import('mermaid').then((module) => module.default));
const mode = () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'default');

class QuireMermaid extends HTMLElement {
  private source = '';
  private drawnIn: string | undefined;

  connectedCallback() {
    if (this.dataset.ready) return;
    this.dataset.ready = 'true';
    this.source = this.querySelector('.mermaid-source')?.textContent ?? '';
    void this.draw();
    new MutationObserver(() => void this.draw()).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  }

  private async draw() {
    const theme = mode();
    if (!this.source.trim() || this.drawnIn === theme) return;
    this.drawnIn = theme;
    const library = await loadMermaid();
    // securityLevel "strict": labels are text, no HTML or click handlers from the page's source.
    library.initialize({ startOnLoad: false, theme, securityLevel: 'strict' });
    try {
      count += 1;
      const { svg } = await library.render(`quire-mermaid-${count}`, this.source);
      if (this.drawnIn !== theme) return;
      let figure = this.querySelector<HTMLElement>('.mermaid-figure');
      if (!figure) {
        figure = document.createElement('div');
        figure.className = 'mermaid-figure';
        this.prepend(figure);
      }
      figure.innerHTML = svg;
      this.dataset.drawn = 'true';
    } catch (error) {
      // A diagram Mermaid cannot read stays as its source, with Mermaid's reason beside it.
      this.dataset.error = error instanceof Error ? error.message : String(error);
      document.getElementById(`dquire-mermaid-${count}`)?.remove();
    }
  }
}

if (!customElements.get('quire-mermaid')) customElements.define('quire-mermaid', QuireMermaid);

export {};
