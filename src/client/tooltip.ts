/**
 * Tooltips show on hover and focus through CSS; Escape hides the one showing without moving
 * focus (WCAG 1.4.13), until the pointer or focus leaves it.
 */
const FLAG = '__quireTooltips';
const win = window as unknown as Record<string, boolean>;
if (!win[FLAG]) {
  win[FLAG] = true;
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const tooltip of document.querySelectorAll<HTMLElement>('.tooltip:hover, .tooltip:focus-within')) tooltip.dataset.dismissed = '';
  });
  const reset = (event: Event) => {
    const tooltip = (event.target as Element | null)?.closest?.<HTMLElement>('.tooltip');
    if (tooltip) delete tooltip.dataset.dismissed;
  };
  document.addEventListener('mouseout', reset);
  document.addEventListener('focusout', reset);
}

// A module, so its names stay its own.
export {};
