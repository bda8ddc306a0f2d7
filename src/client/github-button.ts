const CACHE_PREFIX = 'quire-github-stars:';

function formatStars(count: number): string {
  if (count < 1000) return String(count);
  return `${(count / 1000).toFixed(count < 10_000 ? 1 : 0).replace(/\.0$/, '')}k`;
}

async function fetchStarCount(repo: string): Promise<number | undefined> {
  try {
    const cached = sessionStorage.getItem(CACHE_PREFIX + repo);
    if (cached !== null) return Number(cached);
  } catch {
    // No storage: ask GitHub every time.
  }
  // Offline or rate-limited (403/429): the button stays, without a count.
  const response = await fetch(`https://api.github.com/repos/${repo}`, { headers: { Accept: 'application/vnd.github+json' } });
  if (!response.ok) return undefined;
  const data: unknown = await response.json();
  const count = (data as { stargazers_count?: unknown }).stargazers_count;
  if (typeof count !== 'number') return undefined;
  try {
    sessionStorage.setItem(CACHE_PREFIX + repo, String(count));
  } catch {
    // Fine: the count is just not cached.
  }
  return count;
}

// One request per repository and page: the button shows twice on phones (top bar and menu).
const asked = new Map<string, Promise<number | undefined>>();
function starCount(repo: string): Promise<number | undefined> {
  let count = asked.get(repo);
  if (!count) asked.set(repo, (count = fetchStarCount(repo)));
  return count;
}

/** The GitHub call-to-action: shows the repository's star count once GitHub's API answers. */
class QuireGithubButton extends HTMLElement {
  connectedCallback() {
    const repo = this.dataset.repo;
    const stars = this.querySelector<HTMLElement>('[data-stars]');
    const count = this.querySelector<HTMLElement>('[data-count]');
    if (!repo || !stars || !count || stars.dataset.loading) return;
    stars.dataset.loading = 'true';
    starCount(repo)
      .then((value) => {
        if (value === undefined) return;
        count.textContent = formatStars(value);
        stars.dataset.loaded = 'true';
        stars.removeAttribute('aria-hidden');
        stars.setAttribute('aria-label', `${value} stars`);
      })
      .catch(() => undefined)
      // Answered or not, the button is in its final state (for readers of the DOM, tests included).
      .finally(() => (stars.dataset.settled = 'true'));
  }
}

if (!customElements.get('quire-github-button')) customElements.define('quire-github-button', QuireGithubButton);
