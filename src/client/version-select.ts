/** The version dropdown: the head script already applied the saved choice; this changes and saves it. */
class QuireVersionSelect extends HTMLElement {
  connectedCallback() {
    const select = this.querySelector('select');
    if (!select || select.dataset.ready) return;
    select.dataset.ready = 'true';
    const root = document.documentElement;
    if (root.dataset.version) select.value = root.dataset.version;
    select.addEventListener('change', () => {
      root.dataset.version = select.value;
      try {
        localStorage.setItem('quire-version', select.value);
      } catch {
        // Without storage the choice lasts for this page only.
      }
    });
  }
}

if (!customElements.get('quire-version-select')) customElements.define('quire-version-select', QuireVersionSelect);
