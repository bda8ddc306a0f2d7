/**
 * <quire-github-repo> (GitHub.Repo): the card is drawn at build time with the repository's name
 * and link; the reader's browser asks GitHub's public API for its description, stars and forks,
 * as the GitHub stars button does. The build never needs the network; offline or rate-limited,
 * the card stays a plain link.
 */
const CACHE_PREFIX = 'quire-github-repo:';

interface RepoFacts {
  description?: string;
  stars: number;
  forks: number;
}

const formatCount = (count: number): string => (count < 1000 ? String(count) : `${(count / 1000).toFixed(count < 10_000 ? 1 : 0).replace(/\.0$/, '')}k`);

async function repoFacts(repo: string): Promise<RepoFacts | undefined> {
  try {
    const cached = sessionStorage.getItem(CACHE_PREFIX + repo);
    if (cached !== null) return JSON.parse(cached) as RepoFacts;
  } catch {
    // No storage or a bad entry: ask GitHub.
  }
  const response = await fetch(`https://api.github.com/repos/${repo}`, { headers: { Accept: 'application/vnd.github+json' } });
  if (!response.ok) return undefined;
  const data = (await response.json()) as { description?: unknown; stargazers_count?: unknown; forks_count?: unknown };
  if (typeof data.stargazers_count !== 'number' || typeof data.forks_count !== 'number') return undefined;
  const facts: RepoFacts = { stars: data.stargazers_count, forks: data.forks_count, ...(typeof data.description === 'string' ? { description: data.description } : {}) };
  try {
    sessionStorage.setItem(CACHE_PREFIX + repo, JSON.stringify(facts));
  } catch {
    // Fine: not cached.
  }
  return facts;
}

class QuireGithubRepo extends HTMLElement {
  connectedCallback() {
    const repo = this.dataset.repo;
    if (!repo || this.dataset.loading) return;
    this.dataset.loading = 'true';
    repoFacts(repo)
      .then((facts) => {
        if (!facts) return;
        const description = this.querySelector<HTMLElement>('[data-description]');
        if (description && facts.description) {
          description.textContent = facts.description;
          description.hidden = false;
        }
        const stars = this.querySelector<HTMLElement>('[data-stars]');
        const forks = this.querySelector<HTMLElement>('[data-forks]');
        if (stars) stars.textContent = `${formatCount(facts.stars)} stars`;
        if (forks) forks.textContent = `${formatCount(facts.forks)} forks`;
        const counts = this.querySelector<HTMLElement>('[data-counts]');
        if (counts) counts.hidden = false;
      })
      .catch(() => undefined);
  }
}

if (!customElements.get('quire-github-repo')) customElements.define('quire-github-repo', QuireGithubRepo);

export {};
