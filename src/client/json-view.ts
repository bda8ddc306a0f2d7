/**
 * Fills `target` with `text`, JSON highlighted when it parses. Built from text nodes and spans
 * (never innerHTML), so whatever an API answers is shown, not run.
 */
const TOKEN = /("(?:\\.|[^"\\])*")(\s*:)?|\b(true|false)\b|\b(null)\b|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;

export function showBody(target: HTMLElement, text: string): void {
  target.replaceChildren();
  let pretty: string;
  try {
    pretty = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    target.textContent = text;
    return;
  }
  let last = 0;
  for (const match of pretty.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) target.append(pretty.slice(last, index));
    const [whole, string, colon, boolean, nil, number] = match;
    const kind = string ? (colon ? 'key' : 'string') : boolean ? 'boolean' : nil ? 'null' : number ? 'number' : '';
    const span = document.createElement('span');
    span.className = `json-${kind}`;
    span.textContent = string ?? whole;
    target.append(span);
    if (colon) target.append(colon);
    last = index + whole.length;
  }
  target.append(pretty.slice(last));
}
