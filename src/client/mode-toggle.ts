/** Light/dark switch. The head script already chose the theme; this only flips and remembers it. */
class QuireModeToggle extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector('button');
    if (!button || button.dataset.ready) return;
    button.dataset.ready = 'true';
    const label = () => {
      const next = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
      button.setAttribute('aria-label', `Switch to ${next} mode`);
      button.title = `Switch to ${next} mode`;
    };
    label();
    button.addEventListener('click', () => {
      const theme = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
      document.documentElement.dataset.theme = theme;
      try {
        localStorage.setItem('quire-theme', theme);
      } catch {
        // Storage can be disabled; the choice then lasts for this page only.
      }
      label();
    });
  }
}

if (!customElements.get('quire-mode-toggle')) customElements.define('quire-mode-toggle', QuireModeToggle);
