import { join } from 'node:path';
import type { LayoutProblem } from '../config/site-layout.ts';
import { displayPath } from '../utils/display-path.ts';

/**
 * Why a folder is not a site, worded for the CLI and the integration: where Quire looked and what to
 * do. `runAs`: how the user runs Quire (`npx quire`, `npm run quire --`), for the commands suggested.
 */
export function formatLayoutProblem(problem: LayoutProblem, runAs = 'npx quire'): string {
  const dir = displayPath(problem.dir);
  const dirArgument = dir === '.' ? '' : ` ${dir}`;
  switch (problem.kind) {
    case 'not-a-folder':
      return `${dir} is not a folder: give the folder that holds site.json (with docs/) or Mintlify's docs.json`;
    case 'both-configs':
      return (
        `${dir} has both ${displayPath(problem.siteJson)} and ${displayPath(problem.docsJson)}: Quire reads one of them, and cannot tell which is the site.\n` +
        'Keep docs.json to build the Mintlify site as it is, or site.json for a Quire site (move the other file out of the folder).'
      );
    case 'no-config': {
      const advice = problem.mintJson
        ? `Found ${displayPath(problem.mintJson)}: this looks like a Mintlify site. Run \`${runAs} migrate ${dir} ${dir}-quire\` to turn it into a Quire site in a new folder. (mint.json is Mintlify's older format; a docs.json is read as it is.)`
        : `A site folder holds site.json (at least "name" and "navigation") with docs/ for the pages, or Mintlify's docs.json with the pages beside it. Run \`${runAs} init${dirArgument}\` for a starter site there (site.json, docs/, openapi.yaml, public/; it never overwrites a file).`;
      return `No site.json in ${dir} (looked for ${join(problem.dir, 'site.json')}), and no Mintlify docs.json either (looked for ${join(problem.dir, 'docs.json')}).\n${advice}`;
    }
  }
}
