declare module 'virtual:quire/config' {
  export const site: import('./config/model.ts').SiteModel;
  export const project: { repository?: { url: string; branch?: string; docsDir?: string } };
}
