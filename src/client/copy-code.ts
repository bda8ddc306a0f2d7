/**
 * Copy buttons on code blocks. One delegated listener serves every block, including ones added
 * later; loading the script twice is harmless.
 */
const FLAG = '__quireCopyCode';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function showResult(button: HTMLElement, copied: boolean) {
  const label = button.querySelector('.copy-code-label');
  if (!label) return;
  label.textContent = copied ? 'Copied' : 'Copy failed';
  button.dataset.copied = String(copied);
  window.setTimeout(() => {
    label.textContent = 'Copy';
    delete button.dataset.copied;
  }, 2000);
}

const TWOSLASH_EXTRAS = '.twoslash-popup-container, .twoslash-error-line, .twoslash-tag-line, .twoslash-meta-line';

const win = window as unknown as Record<string, boolean>;
if (!win[FLAG]) {
  win[FLAG] = true;
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-copy-code]');
    if (!button) return;
    const code = button.closest('.code-block')?.querySelector('pre code');
    if (!code) return;
    // Shiki puts each line in a span.line with its own newline text, so textContent is the source,
    // once a twoslash block's popups and error lines (type information, not code) are left out.
    const source = code.cloneNode(true) as Element;
    for (const extra of source.querySelectorAll(TWOSLASH_EXTRAS)) extra.remove();
    showResult(button, await copyText(source.textContent ?? ''));
  });
}

// A module, so its names stay its own.
export {};
