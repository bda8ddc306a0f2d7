/**
 * Pages and snippets that include each other in a loop. Rendering follows every include, so a loop
 * (a page that imports itself, `<Snippet file="index">` in index.mdx, two snippets importing each
 * other) never ends: the build grows until it runs out of memory. This finds such loops in the
 * include graph before anything renders. Pure: the caller reads the files.
 */

/** One page or snippet pulling in another: files are paths under docs/ (`snippets/a.mdx`). */
export interface Include {
  from: string;
  to: string;
  line: number;
  /** As written, for the message: `import "/snippets/a.mdx"` or `<Snippet file="a">`. */
  written: string;
}

export interface IncludeCycle {
  /** From the first file that reaches the loop to the file that closes it: `index.mdx → a.mdx → b.mdx → a.mdx`. */
  chain: string[];
  /** The includes that form the loop itself, in order. */
  loop: Include[];
}

/**
 * Every loop found by a depth-first walk from each file of `starts` in order (pages first, so a
 * chain begins at the page that would hang), then from the files only included. Each include that
 * closes a loop is reported once; a tangle of several loops may need several fixes to clear.
 */
export function findIncludeCycles(includes: readonly Include[], starts: readonly string[] = []): IncludeCycle[] {
  const outgoing = new Map<string, Include[]>();
  for (const include of includes) {
    if (!outgoing.has(include.from)) outgoing.set(include.from, []);
    outgoing.get(include.from)!.push(include);
  }
  const cycles: IncludeCycle[] = [];
  const done = new Set<string>();
  // The files on the current path and the includes taken between them.
  const path: string[] = [];
  const taken: Include[] = [];

  const visit = (file: string) => {
    path.push(file);
    for (const include of outgoing.get(file) ?? []) {
      const onPath = path.indexOf(include.to);
      if (onPath >= 0) {
        cycles.push({ chain: [...path, include.to], loop: [...taken.slice(onPath), include] });
      } else if (!done.has(include.to)) {
        taken.push(include);
        visit(include.to);
        taken.pop();
      }
    }
    path.pop();
    done.add(file);
  };
  for (const file of [...starts, ...[...outgoing.keys()].sort()]) if (!done.has(file)) visit(file);
  return cycles;
}

/** One block for the build and `quire check`: each chain, then where each include of its loop is written. */
export function formatIncludeCycles(cycles: readonly IncludeCycle[], shownFile: (file: string) => string): string {
  const blocks = cycles.map(({ chain, loop }) => [`  ✖ ${chain.join(' → ')}`, ...loop.map((include) => `      ${shownFile(include.from)}:${include.line}: ${include.written}`)].join('\n'));
  const count = cycles.length === 1 ? 'a loop' : `${cycles.length} loops`;
  return (
    `Pages and snippets include each other in ${count}; rendering would never end:\n${blocks.join('\n')}\n` +
    '  hint: remove or change one include of each loop (a snippet cannot include the page or snippet that includes it)'
  );
}
