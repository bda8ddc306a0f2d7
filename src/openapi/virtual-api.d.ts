declare module 'virtual:quire/api' {
  /** Operation views by page id, for pages whose frontmatter has `openapi:` (see src/integration/api-setup.ts). */
  export const operationPages: Record<string, import('./operation-view.ts').OperationView>;
}
