import { accordionEquivalents } from './accordions.ts';
import { cardEquivalents } from './cards.ts';
import { layoutEquivalents } from './layout.ts';
import type { IconTable } from './equivalent-kit.ts';
import { calloutEquivalents } from './callouts.ts';
import { ParamField, ResponseField } from './fields.ts';
import { markEquivalents } from './marks.ts';
import { CodeBlock } from './quire-components.ts';
import { stepEquivalents } from './steps.ts';
import { tabEquivalents } from './tabs.ts';
import { treeEquivalents } from './trees.ts';
import { colorEquivalents } from './colors.ts';
import { miscEquivalents } from './misc.ts';

/**
 * Quire's components as the site's React code draws them (a `.jsx` snippet writing `<Card>` or
 * `<Update>` without an import, as Mintlify provides them, or importing them from
 * `@mintlify/components`): React cannot draw Quire's Astro components, so each has a twin that
 * draws the same markup and classes, which the page's stylesheets and scripts serve as any other
 * (the route links them: markdown/react-islands.ts). `icons` holds the SVG of each icon name the
 * file writes, drawn by the build from the site's icon library, so no icon set reaches the browser.
 * Every name here is in site-code/react-handed.ts's REACT_EQUIVALENTS, as is `Latex`, which has a
 * module of its own (latex.ts) so that only code drawing a formula carries the TeX engine.
 */
export function equivalents(icons: IconTable = {}) {
  const tabs = tabEquivalents(icons);
  return {
    CodeBlock,
    ...cardEquivalents(icons),
    ...stepEquivalents(icons),
    ...tabs,
    ...accordionEquivalents(icons),
    ...markEquivalents(icons),
    ParamField,
    ResponseField,
    Property: ResponseField,
    ...calloutEquivalents(icons),
    ...layoutEquivalents(tabs.CodeGroup),
    ...treeEquivalents(),
    ...colorEquivalents(),
    ...miscEquivalents(icons),
  };
}
