/**
 * Buttons that copy text (Color swatches, Prompt cards): `data-copy-text` holds the text, or
 * `data-copy-from` names the element (by id) whose text is copied. One delegated listener; the
 * result is announced in the button's own `aria-live` child.
 */
const FLAG = '__quireCopyText';

const win = window as unknown as Record<string, boolean>;
if (!win[FLAG]) {
  win[FLAG] = true;
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-copy-text], [data-copy-from]');
    if (!button) return;
    const from = button.dataset.copyFrom ? document.getElementById(button.dataset.copyFrom) : null;
    // biome-ignore lint/performance/useDomNodeTextContent: innerText keeps the line breaks between paragraphs and list items, which a prompt needs
    const text = button.dataset.copyText ?? from?.innerText.trim() ?? '';
    let copied = true;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      copied = false;
    }
    const status = button.querySelector<HTMLElement>('[aria-live]');
    button.dataset.copied = String(copied);
    if (status) status.textContent = copied ? 'Copied' : 'Copy failed';
    window.setTimeout(() => {
      delete button.dataset.copied;
      if (status) status.textContent = '';
    }, 2000);
  });
}

export {};
