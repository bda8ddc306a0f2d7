/**
 * Accordions are <details>, which open without script. This adds what Mintlify's do: opening one
 * puts its id in the address (a link to share that opens it), and a link to an accordion, or to
 * something inside a closed one, opens it (outermost first) and scrolls to the target.
 */
const FLAG = '__quireAccordions';

function currentTarget(): HTMLElement | null {
  try {
    const id = decodeURIComponent(location.hash.slice(1));
    return id ? document.getElementById(id) : null;
  } catch {
    return null;
  }
}

function openLinkedAccordion() {
  const target = currentTarget();
  if (!target) return;
  const closed: HTMLDetailsElement[] = [];
  for (let details = target.closest<HTMLDetailsElement>('details.accordion'); details; details = details.parentElement?.closest<HTMLDetailsElement>('details.accordion') ?? null) {
    if (!details.open) closed.unshift(details);
  }
  if (closed.length === 0) return;
  for (const details of closed) details.open = true;
  target.scrollIntoView();
}

const win = window as unknown as Record<string, boolean>;
if (!win[FLAG]) {
  win[FLAG] = true;
  // `toggle` does not bubble: listened for in the capture phase, once for the whole page.
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target as HTMLElement;
      if (!(details instanceof HTMLDetailsElement) || !details.classList.contains('accordion') || !details.open || !details.id) return;
      // Opened for a link to it or to something inside it: the address already says where the reader is.
      const linked = currentTarget();
      if (linked && details.contains(linked)) return;
      // replaceState: the address names the open accordion without a history entry per click or a jump.
      history.replaceState(history.state, '', `#${encodeURIComponent(details.id)}`);
    },
    true,
  );
  openLinkedAccordion();
  addEventListener('hashchange', openLinkedAccordion);
}

export {};
