/**
 * The examples column of an API page follows the reader (sticky), and when it is taller than the
 * window it sticks by its bottom edge instead of its top, so nothing in it is ever out of reach:
 * its height goes to CSS (--api-aside-h, read by api.css), and is kept as the examples change.
 */
for (const aside of document.querySelectorAll<HTMLElement>('.api-aside')) {
  const measure = () => aside.style.setProperty('--api-aside-h', `${aside.offsetHeight}px`);
  new ResizeObserver(measure).observe(aside);
  measure();
}
