import type { SearchIndexFiles, SearchRecord } from './search-dev.ts';

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

/** Each program's module loads when it is first run: `quire dev`'s first process only starts the server until it is asked. */
export const PROGRAMS_HERE: Programs = {
  gitHistory: async (dir) => (await import('../seo/last-modified.ts')).gitLastModified(dir),
  searchIndex: async (records) => (await import('./search-dev.ts')).pagefindIndex(records),
};

export type ProgramName = keyof Programs;
export const PROGRAM_NAMES: readonly ProgramName[] = ['gitHistory', 'searchIndex'];
