import { lstatSync, realpathSync } from 'node:fs';
import { isInside, realPathOf } from '../utils/paths.ts';
import { walkFolder } from './list-files.ts';

/** A symbolic link in the site's docs/ or public/ whose target is outside the site folder. */
export interface LinkLeavingSite {
  link: string;
  /** Where it leads, every link on the way resolved. */
  target: string;
}

/**
 * Symbolic links under `folders` (docs/ and public/, the folders themselves included) that lead
 * outside `siteDir`. The build would follow them: a linked page is published with its raw text in
 * <page>.md and llms-full.txt, a linked folder in public/ is copied whole. The site folder's one
 * walk (walkFolder) never follows a link that leaves; links that stay inside are followed (a link
 * back to a folder holding it is not, so a link loop ends). A link to nothing is left alone: it
 * publishes nothing. Hidden entries and node_modules are walked too: public/ is copied with them.
 */
export function findLinksLeavingSite(siteDir: string, folders: readonly string[]): LinkLeavingSite[] {
  const site = realPathOf(siteDir);
  const found: LinkLeavingSite[] = [];
  const leaving = (link: string, target: string) => void found.push({ link, target });
  // A docs.json site's pages and static files are both in its folder: walked once.
  for (const folder of new Set(folders)) {
    try {
      // The folder itself may be the link (`docs -> ../elsewhere`).
      if (lstatSync(folder).isSymbolicLink() && !isInside(realpathSync(folder), site)) {
        leaving(folder, realpathSync(folder));
        continue;
      }
    } catch {
      continue; // No folder, or a link to nothing: nothing published from it.
    }
    walkFolder(folder, { siteDir, skip: () => false, entry: () => {}, leaving });
  }
  return found;
}

export function formatLinksLeavingSite(links: readonly LinkLeavingSite[], siteDir: string, shownPath: (path: string) => string): string {
  const lines = links.map(({ link, target }) => `  ✖ ${shownPath(link)} → ${target}`);
  return (
    `${links.length === 1 ? 'A symbolic link leads' : `${links.length} symbolic links lead`} outside the site folder ${shownPath(siteDir)}; ` +
    `Quire publishes nothing from outside it but the OpenAPI files site.json names:\n${lines.join('\n')}\n` +
    '  hint: copy what should be published into the site folder, or remove the link'
  );
}
