import type { StyleFamily } from './component-families.ts';
import accordions from './styles/accordions.css?url';
import badge from './styles/badge.css?url';
import cards from './styles/cards.css?url';
import codeOptions from './styles/code-options.css?url';
import color from './styles/color.css?url';
import diagram from './styles/diagram.css?url';
import fields from './styles/fields.css?url';
import frame from './styles/frame.css?url';
import misc from './styles/misc.css?url';
import steps from './styles/steps.css?url';
import tabs from './styles/tabs.css?url';
import tooltip from './styles/tooltip.css?url';
import tree from './styles/tree.css?url';
import update from './styles/update.css?url';

/** Each family's file (component-families.ts says which components need which). */
const FAMILY_FILES: Readonly<Record<StyleFamily, string>> = { 'code-options': codeOptions, tabs, cards, steps, accordions, fields, frame, tooltip, update, badge, tree, color, misc, diagram };

/** The stylesheet of one family. */
export const styleFamilyHref = (family: StyleFamily): string => FAMILY_FILES[family];

/**
 * The families already linked in this page's <head>, kept on the request's locals: a component
 * whose family the route did not foresee (drawn by a snippet, or by a React component) links it
 * where it stands, once.
 */
export function linkedStyleFamilies(locals: object): Set<StyleFamily> {
  const store = locals as { quireStyleFamilies?: Set<StyleFamily> };
  store.quireStyleFamilies ??= new Set();
  return store.quireStyleFamilies;
}
