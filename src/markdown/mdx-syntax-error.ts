/** Why the MDX parser refused a page, and where. */
export interface MdxSyntaxError {
  line: number;
  column: number;
  reason: string;
  /** `source:rule`, e.g. `mdx-jsx:unexpected-character`. */
  ruleId?: string;
}

const MESSAGE = /^(\d+):(\d+): ([\s\S]*?)(?: \(([\w-]+:[\w-]+)\))?$/;

/**
 * The MDX parser's error as data. A vfile-style error (micromark, @mdx-js/mdx) carries `line`,
 * `column`, `reason` and `ruleId`; Sätteri's native parser gives only its message,
 * `L:C: reason (source:rule)`, which is read here and nowhere else. Undefined for any other error.
 */
export function mdxSyntaxError(error: unknown): MdxSyntaxError | undefined {
  if (!(error instanceof Error)) return undefined;
  const fields = error as Error & { line?: unknown; column?: unknown; reason?: unknown; ruleId?: unknown; source?: unknown };
  if (typeof fields.line === 'number' && typeof fields.column === 'number' && typeof fields.reason === 'string') {
    const ruleId = typeof fields.ruleId === 'string' ? (typeof fields.source === 'string' ? `${fields.source}:${fields.ruleId}` : fields.ruleId) : undefined;
    return { line: fields.line, column: fields.column, reason: fields.reason, ...(ruleId ? { ruleId } : {}) };
  }
  const match = MESSAGE.exec(error.message.split('\n')[0]);
  if (!match) return undefined;
  return { line: Number(match[1]), column: Number(match[2]), reason: match[3], ...(match[4] ? { ruleId: match[4] } : {}) };
}
