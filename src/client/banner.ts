/**
 * The dismissible banner: its close button hides it and remembers that in localStorage under a
 * key derived from the banner's content (data-key), so a new banner shows again. The head's
 * inline script hides a dismissed banner before first paint (html[data-banner-dismissed]).
 */
class QuireBanner extends HTMLElement {
  connectedCallback() {
    const key = this.dataset.key;
    const button = this.querySelector('button');
    if (!key || !button || button.dataset.ready) return;
    button.dataset.ready = 'true';
    button.addEventListener('click', () => {
      try {
        localStorage.setItem(key, '1');
      } catch {
        // Storage refused (private mode): the banner still closes for this page.
      }
      document.documentElement.dataset.bannerDismissed = '';
    });
  }
}

if (!customElements.get('quire-banner')) customElements.define('quire-banner', QuireBanner);
