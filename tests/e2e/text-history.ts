import type { Locator } from '@playwright/test';

/**
 * Records every text an element shows from now on (its aria-label and text), so a confirmation
 * that reverts on a timer ("Copied" for 1.5–2 s) is still seen when a busy machine checks late:
 * asserting the label live would race that timer. Call before the click; poll the returned reader.
 */
export async function recordTexts(locator: Locator): Promise<() => Promise<string[]>> {
  const key = `__quireTexts${Math.random().toString(36).slice(2)}`;
  await locator.evaluate((element, key) => {
    const shown = () => `${element.getAttribute('aria-label') ?? ''} ${element.textContent ?? ''}`.trim();
    const seen = [shown()];
    (window as unknown as Record<string, string[]>)[key] = seen;
    new MutationObserver(() => seen.push(shown())).observe(element, { subtree: true, childList: true, characterData: true, attributes: true });
  }, key);
  return () => locator.page().evaluate((key) => (window as unknown as Record<string, string[]>)[key] ?? [], key);
}
