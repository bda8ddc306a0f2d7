/**
 * <quire-mermaid>: a Mermaid diagram drawn in the reader's browser, in the page's mode, and drawn
 * again when the mode changes. The server writes the diagram's source in a <pre> (what a reader
 * without scripts sees); this module is a page script only of pages with a diagram, and loads
 * Mermaid itself (a large library) only once such an element is on the page.
 */
type Mermaid = typeof import('mermaid').default;

let mermaid: Promise<Mermaid> | undefined;
let count = 0;

// Mintlify's default: controls on a diagram taller than this, unless `actions` says otherwise.
const CONTROLS_FROM_HEIGHT = 120;
const ZOOM_STEP = 1.25;
const PAN_STEP = 48;

/** The zoom and pan buttons (components/mermaid-diagrams.mdx): what each does to the view. */
const CONTROLS: ReadonlyArray<{ action: string; label: string; glyph: string }> = [
  { action: 'zoom-in', label: 'Zoom in', glyph: '+' },
  { action: 'zoom-out', label: 'Zoom out', glyph: '−' },
  { action: 'reset', label: 'Reset view', glyph: '⟲' },
  { action: 'pan-up', label: 'Pan up', glyph: '↑' },
  { action: 'pan-left', label: 'Pan left', glyph: '←' },
  { action: 'pan-right', label: 'Pan right', glyph: '→' },
  { action: 'pan-down', label: 'Pan down', glyph: '↓' },
];

const loadMermaid = () => (mermaid ??= import('mermaid').then((module) => module.default));
const mode = () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'default');

class QuireMermaid extends HTMLElement {
  private source = '';
  private drawnIn: string | undefined;
  private view = { scale: 1, x: 0, y: 0 };

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
      this.applyView();
      this.addControls(figure);
    } catch (error) {
      // A diagram Mermaid cannot read stays as its source, with Mermaid's reason beside it.
      this.dataset.error = error instanceof Error ? error.message : String(error);
      document.getElementById(`dquire-mermaid-${count}`)?.remove();
    }
  }

  /** Once, after the first drawing: `data-actions` decides, else the drawn height does. */
  private addControls(figure: HTMLElement) {
    if (this.querySelector('.mermaid-controls')) return;
    const wanted = this.dataset.actions === undefined ? figure.getBoundingClientRect().height > CONTROLS_FROM_HEIGHT : this.dataset.actions === 'true';
    if (!wanted) return;
    const toolbar = document.createElement('div');
    toolbar.className = 'mermaid-controls';
    toolbar.setAttribute('role', 'toolbar');
    toolbar.setAttribute('aria-label', 'Diagram view');
    for (const { action, label, glyph } of CONTROLS) {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.action = action;
      button.setAttribute('aria-label', label);
      button.title = label;
      button.textContent = glyph;
      toolbar.append(button);
    }
    toolbar.addEventListener('click', (event) => {
      const action = (event.target as Element).closest<HTMLElement>('button[data-action]')?.dataset.action;
      if (action) this.act(action);
    });
    this.dataset.controls = 'true';
    figure.after(toolbar);
  }

  private act(action: string) {
    const view = this.view;
    if (action === 'zoom-in') view.scale = Math.min(view.scale * ZOOM_STEP, 8);
    else if (action === 'zoom-out') view.scale = Math.max(view.scale / ZOOM_STEP, 0.25);
    else if (action === 'reset') this.view = { scale: 1, x: 0, y: 0 };
    // Panning moves the view: "pan right" brings what is right of it into sight.
    else if (action === 'pan-up') view.y += PAN_STEP;
    else if (action === 'pan-down') view.y -= PAN_STEP;
    else if (action === 'pan-left') view.x += PAN_STEP;
    else if (action === 'pan-right') view.x -= PAN_STEP;
    this.applyView();
  }

  /** The view on the drawing (kept across a redraw in the other mode). */
  private applyView() {
    const svg = this.querySelector<SVGElement>('.mermaid-figure svg');
    if (!svg) return;
    const { scale, x, y } = this.view;
    svg.style.transform = scale === 1 && x === 0 && y === 0 ? '' : `translate(${x}px, ${y}px) scale(${scale})`;
    this.dataset.zoom = String(Math.round(scale * 100) / 100);
  }
}

if (!customElements.get('quire-mermaid')) customElements.define('quire-mermaid', QuireMermaid);

export {};
