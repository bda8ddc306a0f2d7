import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core over the page as it is now. Legacy mode runs `axe.run` in the page itself; the default
 * (`runPartial`) opens a second page for every check to merge the frames' results and parses axe's
 * source there again, which doubled each check (6.4 s against 3.7 s on the longest page of this
 * repository's site). What legacy mode leaves out is other origins' frames, which are not the site's.
 * Only violations are gathered: the tests read nothing else, and axe listing every passing node of
 * a page with a sidebar was a seventh of each check (the accessibility spec's 30 pages: 175 s of
 * test time against 204 s).
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/** The rules whose findings depend on the colours drawn: what a change of colour scheme can break. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The serious and critical violations a check found, as `rule: targets` lines a failure prints. */
export async function seriousViolations(builder: AxeBuilder): Promise<string[]> {
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
