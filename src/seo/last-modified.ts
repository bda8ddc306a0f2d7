import { execFileSync } from 'node:child_process';

/**
 * When each file under `dir` last changed, from git history: one `git log` for the whole folder
 * (the newest commit touching a file comes first), keyed by the path relative to `dir` with `/`
 * separators. Empty when `dir` is not in a git repository, git is missing or fails: a date is a
 * nicety, never a reason to stop a build. Files with uncommitted changes keep their last commit's date.
 */
export function gitLastModified(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  let log: string;
  try {
    log = execFileSync('git', ['-c', 'core.quotePath=false', 'log', '--format=%x00%cI', '--name-only', '--relative', '--no-renames', '--', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch {
    return dates;
  }
  for (const commit of log.split('\0').slice(1)) {
    const [date, ...files] = commit.split('\n');
    for (const file of files) if (file !== '' && !dates.has(file)) dates.set(file, date.trim());
  }
  return dates;
}

/** The date of a page from its file path relative to the pages folder ("guides/intro.mdx"). */
export const pageLastModified = (dates: ReadonlyMap<string, string>, relativePath: string): Date | undefined => {
  const date = dates.get(relativePath.replaceAll('\\', '/'));
  return date === undefined ? undefined : new Date(date);
};
