/**
 * Edit distance with adjacent transpositions (Damerau–Levenshtein, optimal string alignment). With
 * `bound`, any distance above it is answered as `bound + 1` as soon as no alignment can stay within
 * it: suggestions compare a word with every file of a site (thousands), and only close ones count.
 */
export function editDistance(a: string, b: string, bound = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  // Three rows at a time (a transposition looks two rows back), not the whole table.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  let previousLeast = 0;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowLeast = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, before[j - 2] + 1);
      current[j] = distance;
      rowLeast = Math.min(rowLeast, distance);
    }
    // A cell comes from the row above or, by a transposition, from two rows above: once two rows
    // in a row are past the bound, every later one is, and so is the distance.
    if (rowLeast > bound && previousLeast > bound) return bound + 1;
    previousLeast = rowLeast;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length], bound + 1);
}

/** How many folders deeper `hay` is than the folder `needle` names, when it lies inside it (`a/b` → `a/b/c`: 1); else undefined. */
function depthBelow(needle: string, hay: string): number | undefined {
  const folder = needle.replace(/\/+$/, '');
  if (folder === '' || !hay.startsWith(`${folder}/`)) return undefined;
  return hay
    .slice(folder.length + 1)
    .split('/')
    .filter(Boolean).length;
}

/**
 * The candidates close enough to `word` to be what the author meant, best first.
 * Case is ignored when comparing because "Pages" for "pages" is a typo too. With `affixes`
 * (for page paths), a candidate that only adds or drops a prefix or suffix counts as close:
 * "deploy" for "deploy-to-vercel", "guides/intro" for "intro"; and a page inside the folder the
 * author wrote comes before any sibling, however few letters the sibling differs by: for
 * "/clients/cli" the author means "/clients/cli/overview", not "/clients/web".
 */
export function closestMatches(word: string, candidates: readonly string[], limit = 3, affixes = false): string[] {
  const needle = word.toLowerCase();
  const allowed = Math.max(1, Math.floor(needle.length / 3));
  return candidates
    .map((candidate) => {
      const hay = candidate.toLowerCase();
      let distance = editDistance(needle, hay, allowed);
      const affix = hay.endsWith(needle) || needle.endsWith(hay) || hay.startsWith(needle) || needle.startsWith(hay);
      if (affixes && distance > allowed && Math.min(needle.length, hay.length) >= 3 && affix) distance = allowed;
      // Inside the written folder: ahead of every other candidate (distance below 0), the shallowest first.
      const depth = affixes ? depthBelow(needle, hay) : undefined;
      if (depth !== undefined) distance = depth - 1000;
      return { candidate, distance };
    })
    .filter(({ distance }) => distance <= allowed)
    .sort((x, y) => x.distance - y.distance || x.candidate.localeCompare(y.candidate))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/**
 * The one wording of a suggestion, for the edge that prints a problem: `did you mean "a" or "b"?`,
 * or undefined when there is none. Problems carry their suggestions as data (`suggestions:
 * string[]`); `show` writes each as the reader would type it (`<Card>`, `--links`, `#intro`).
 */
export function formatSuggestions(suggestions: readonly string[], show: (suggestion: string) => string = (s) => JSON.stringify(s)): string | undefined {
  if (suggestions.length === 0) return undefined;
  return `did you mean ${suggestions.map(show).join(' or ')}?`;
}

/** `did you mean "a" or "b"?` for the candidates close to `word`, or undefined when nothing is close. */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  return formatSuggestions(closestMatches(word, candidates));
}
