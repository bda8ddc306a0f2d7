/**
 * The docs folder's own CSS and JavaScript, loaded on every page as Mintlify loads them: every
 * `.css` and `.js` file the site publishes (its static files: never one in a tools' folder such as
 * node_modules, a dotfile, or a file `.mintignore` lists), whatever docs.json says. The keys real
 * configs carry for them (`css`, `styling.css`, `scripts`) name files this list holds already.
 */
export interface SiteCode {
  /** URL paths of the stylesheets, linked after Quire's own so that their rules win ties. */
  stylesheets: string[];
  /** URL paths of the scripts, run (deferred) once the page is parsed, in the browser only. */
  scripts: string[];
}

const STYLESHEET = /\.css$/i;
const SCRIPT = /\.js$/i;

/** The site's stylesheets and scripts among its static files' URL paths, in path order (the order they load). */
export function siteCodeOf(staticPaths: Iterable<string>): SiteCode | undefined {
  const paths = [...staticPaths].sort();
  const stylesheets = paths.filter((path) => STYLESHEET.test(path));
  const scripts = paths.filter((path) => SCRIPT.test(path));
  return stylesheets.length === 0 && scripts.length === 0 ? undefined : { stylesheets, scripts };
}
