/** The anchor an `<Update label>` is linked by ("v1.2" → "update-v1.2"); the page and its RSS feed share it. */
export const updateAnchor = (label: string): string => `update-${label.toLowerCase().replace(/[^\w.-]+/g, '-')}`;
