/**
 * The commands a reader of the dev server (or of a built site's notes) types to build, serve and
 * preview this site, as messages quote them: `npx quire build docs` for a site run with the `quire`
 * command, `npx astro build` for an Astro project using the integration directly.
 */
export interface ReaderCommands {
  dev: string;
  build: string;
  preview: string;
}

/** An Astro project using `integrations: [quire()]`: Astro's own commands. */
export const ASTRO_COMMANDS: ReaderCommands = { dev: 'npx astro dev', build: 'npx astro build', preview: 'npx astro preview' };

/**
 * The `quire` command as the user ran it: `runAs` is `npx quire` (installed) or `npm run quire --`
 * (this repository); `dir` the site folder as they typed it (`.` is left out).
 */
export function quireCommands(runAs: string, dir: string): ReaderCommands {
  const folder = dir === '.' || dir === '' ? '' : ` ${dir}`;
  return { dev: `${runAs} dev${folder}`, build: `${runAs} build${folder}`, preview: `${runAs} preview${folder}` };
}
