/**
 * Prompt's "Open in Cursor": the link is made when clicked, from the prompt's text as the reader
 * sees it, with Cursor's documented prompt deeplink (https://docs.cursor.com/deeplinks).
 */
const FLAG = '__quirePromptCursor';

const win = window as unknown as Record<string, boolean>;
if (!win[FLAG]) {
  win[FLAG] = true;
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-prompt-cursor]');
    const source = link?.dataset.promptCursor ? document.getElementById(link.dataset.promptCursor) : null;
    if (!link || !source) return;
    // biome-ignore lint/performance/useDomNodeTextContent: innerText keeps the line breaks between paragraphs and list items, which a prompt needs
    link.href = `https://cursor.com/link/prompt?text=${encodeURIComponent(source.innerText.trim())}`;
  });
}

export {};
