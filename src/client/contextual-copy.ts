/** Shows "Copied" (or why not) in place of a label for two seconds. */
function showCopied(label: Element | null, copied: boolean) {
  if (!label) return;
  const original = label.textContent ?? '';
  label.textContent = copied ? 'Copied' : 'Copy failed';
  window.setTimeout(() => (label.textContent = original), 2000);
}

/**
 * The contextual menu's "Copy page": puts the page's markdown (the <page>.md file the build
 * writes, data-markdown) on the clipboard. The fetch is handed to the clipboard as a promise so
 * the click's permission to write still holds when the file arrives. The MCP entries copy the
 * fixed text they carry (data-contextual-copy-text).
 */
class QuireContextual extends HTMLElement {
  connectedCallback() {
    for (const entry of this.querySelectorAll<HTMLButtonElement>('[data-contextual-copy-text]')) {
      if (entry.dataset.ready) continue;
      entry.dataset.ready = 'true';
      entry.addEventListener('click', () => {
        navigator.clipboard.writeText(entry.dataset.contextualCopyText ?? '').then(
          () => showCopied(entry.querySelector('.contextual-title'), true),
          () => showCopied(entry.querySelector('.contextual-title'), false),
        );
      });
    }
    const button = this.querySelector<HTMLButtonElement>('[data-contextual-copy]');
    const source = this.dataset.markdown;
    if (!button || !source || button.dataset.ready) return;
    button.dataset.ready = 'true';
    const label = button.querySelector('.contextual-copy-label');
    button.addEventListener('click', async () => {
      const text = fetch(source).then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))));
      let copied = true;
      try {
        if (typeof ClipboardItem === 'function') await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
        else await navigator.clipboard.writeText(await text);
      } catch {
        copied = false;
      }
      showCopied(label, copied);
    });
  }
}

if (!customElements.get('quire-contextual')) customElements.define('quire-contextual', QuireContextual);
