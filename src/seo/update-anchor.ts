/** The anchor an `<Update label>` is linked by ("v1.2" → "update-v1.2"; no label: "update"); the page and its RSS feed share it. */
export const updateAnchor = (label: string | undefined): string => {
  const slug = (label ?? '').toLowerCase().replace(/[^\w.-]+/g, '-');
  return slug === '' ? 'update' : `update-${slug}`;
};
