import type { OperationView } from './operation-view.ts';
import type { FieldView } from './schema-view.ts';

/** The ids rendered descriptions carry (an element given one; their headings get none): HTML Quire's renderer wrote, every attribute in double quotes. */
const idsInHtml = (html: string | undefined): string[] => [...(html ?? '').matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]);

function fieldIds(fields: readonly FieldView[], out: Set<string>): void {
  for (const field of fields) {
    if (field.anchor) out.add(field.anchor);
    for (const id of idsInHtml(field.descriptionHtml)) out.add(id);
    fieldIds(field.children, out);
    for (const option of field.variants?.options ?? []) {
      if (option.anchor) out.add(option.anchor);
      for (const id of idsInHtml(option.descriptionHtml)) out.add(id);
      fieldIds(option.children, out);
    }
  }
}

/**
 * The ids an API operation page has that its view decides (components/api/OperationDetails.astro
 * and FieldList.astro draw them): its sections (`#authorization`, `#query-parameters`, `#body`,
 * `#responses`, `#response-200`), the anchors of shared schemas' fields, and any id its
 * descriptions' HTML gives. What `quire check` knows of such a page's anchors without drawing it.
 */
export function operationPageIds(view: OperationView): Set<string> {
  const ids = new Set<string>(idsInHtml(view.descriptionHtml));
  if (view.security.length > 0) ids.add('authorization');
  for (const scheme of view.security) for (const id of idsInHtml(scheme.descriptionHtml)) ids.add(id);
  for (const group of view.parameters) {
    ids.add(`${group.location}-parameters`);
    fieldIds(group.fields, ids);
  }
  if (view.requestBody) {
    ids.add('body');
    for (const id of idsInHtml(view.requestBody.descriptionHtml)) ids.add(id);
    fieldIds(view.requestBody.fields, ids);
  }
  ids.add('responses');
  for (const response of view.responses) {
    ids.add(`response-${response.status.toLowerCase()}`);
    for (const id of idsInHtml(response.descriptionHtml)) ids.add(id);
    fieldIds(response.fields, ids);
  }
  return ids;
}
