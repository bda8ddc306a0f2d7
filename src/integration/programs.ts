import { gitLastModified } from '../seo/last-modified.ts';
import { pagefindIndex, type SearchIndexFiles, type SearchRecord } from './search-dev.ts';

/**
 * The programs Quire starts while it serves or builds a site, as functions of plain data: git
 * (when each page last changed) and Pagefind (the search index in dev). Here they run in this
 * process; `quire dev`'s server may start no program (src/confinement/), so it asks the process
 * that started it, which runs the same functions (confined-dev.ts).
 */
export interface Programs {
  /** When each file under `dir` last changed: its path relative to `dir` → ISO date. */
  gitHistory(dir: string): Promise<ReadonlyMap<string, string>>;
  searchIndex(records: readonly SearchRecord[]): Promise<SearchIndexFiles>;
}

export const PROGRAMS_HERE: Programs = {
  gitHistory: async (dir) => gitLastModified(dir),
  searchIndex: pagefindIndex,
};

export type ProgramName = keyof Programs;
export const PROGRAM_NAMES: readonly ProgramName[] = ['gitHistory', 'searchIndex'];
