import type { SiteSettings } from '../config/model.ts';

export interface Repository {
  /** https://github.com/owner/name, without a trailing slash. */
  url: string;
  branch: string;
  /** Folder of the pages inside the repository. */
  docsDir: string;
}

export interface RepositoryOption {
  url: string;
  branch?: string;
  docsDir?: string;
}

/**
 * Where "Suggest edits" and "Raise issue" lead: the integration option when given, else the
 * repository of a `github` call-to-action button.
 */
export function resolveRepository(option: RepositoryOption | undefined, site: Pick<SiteSettings, 'topbarCtaButton'>): Repository | undefined {
  const url = option?.url ?? (site.topbarCtaButton?.type === 'github' ? site.topbarCtaButton.url : undefined);
  if (!url) return undefined;
  return {
    url: url.replace(/\/+$/, '').replace(/\.git$/, ''),
    branch: option?.branch ?? 'main',
    docsDir: (option?.docsDir ?? 'docs').replace(/^\/+|\/+$/g, ''),
  };
}

/** The page's source in GitHub's editor, which offers a pull request to people without write access. */
export function editUrl(repository: Repository, fileInDocs: string): string {
  const path = [repository.docsDir, fileInDocs].filter((part) => part !== '').join('/');
  return `${repository.url}/edit/${encodeURIComponent(repository.branch)}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** A new issue about the page, with its path in the title and body. */
export function issueUrl(repository: Repository, pagePath: string, pageTitle: string): string {
  const title = `Issue on docs: ${pageTitle} (${pagePath})`;
  const body = `Page: ${pagePath}\n\nWhat is wrong or missing?\n`;
  return `${repository.url}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}
