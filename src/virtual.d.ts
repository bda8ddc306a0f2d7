declare module 'virtual:quire/config' {
  export const site: import('./config/model.ts').SiteModel;
  export const project: {
    repository?: import('./navigation/repository.ts').Repository;
    /** Set only in `astro dev` while site.json is broken: the formatted problems. */
    problems?: string;
  };
}

declare module 'virtual:quire/docs-folder' {
  /** The absolute path of the site's docs/ folder, where the docs collection finds its pages. */
  export const docsDir: string;
}
