/**
 * Where a problem is, as data: a file (as messages show it), with the line and column where they
 * are known, or a JSON path in a config file that has no line for it. The text report, the JSON
 * records and GitHub's annotations are all made from it; none of them reads a place back out of
 * a message.
 */
export interface ProblemPlace {
  file: string;
  line?: number;
  column?: number;
  /** A JSON path in a config file (`navigation.tabs[0].pages[2]`), beside its line where that is known. */
  path?: string;
}

/** A place in a file, with its line and column when they are known (0 and undefined are "not known"). */
export function placeAt(file: string, line?: number, column?: number): ProblemPlace {
  return { file, ...(line ? { line } : {}), ...(line && column ? { column } : {}) };
}

/** How the text report names a place: `file:line:column`, `file:line`, `file path` or `file`. */
export function placeText(place: ProblemPlace): string {
  if (place.line) return `${place.file}:${place.line}${place.column ? `:${place.column}` : ''}`;
  return place.path ? `${place.file} ${place.path}` : place.file;
}
