import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isInside, realPathOf } from '../utils/paths.ts';

/** A symbolic link in the site's docs/ or public/ whose target is outside the site folder. */
export interface LinkLeavingSite {
  link: string;
  /** Where it leads, every link on the way resolved. */
  target: string;
}

/**
 * Symbolic links under `folders` (docs/ and public/, the folders themselves included) that lead
 * outside `siteDir`. The build would follow them: a linked page is published with its raw text in
 * <page>.md and llms-full.txt, a linked folder in public/ is copied whole. The walk never follows a
 * link that leaves; links that stay inside are followed (each real folder once, so a link loop ends).
 * A link to nothing is left alone: it publishes nothing.
 */
export function findLinksLeavingSite(siteDir: string, folders: readonly string[]): LinkLeavingSite[] {
  const site = realPathOf(siteDir);
  const found: LinkLeavingSite[] = [];
  const walked = new Set<string>();
  const visit = (path: string) => {
    let isFolder: boolean;
    try {
      const stats = lstatSync(path);
      if (stats.isSymbolicLink()) {
        const target = realpathSync(path);
        if (!isInside(target, site)) return void found.push({ link: path, target });
        isFolder = statSync(target).isDirectory();
      } else {
        isFolder = stats.isDirectory();
      }
    } catch {
      return;
    }
    if (!isFolder) return;
    const real = realpathSync(path);
    if (walked.has(real)) return;
    walked.add(real);
    for (const entry of readdirSync(path).sort()) visit(join(path, entry));
  };
  for (const folder of folders) visit(folder);
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
