declare module 'virtual:quire/config' {
  export const site: import('./config/model.ts').SiteModel;
  export const project: {
    repository?: { url: string; branch?: string; docsDir?: string };
    /** Set only in `astro dev` while site.json is broken: the formatted problems. */
    problems?: string;
  };
}
