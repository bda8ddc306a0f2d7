import * as z from 'zod';
import { issuesToProblems } from '../config/issues-to-problems.ts';
import { jsonLocator, nearestLocation } from '../config/json-location.ts';
import { formatProblem, type ConfigProblem } from '../config/problems.ts';
import { readSiteFile, SITE_FILE_LIMITS, siteFileRefusalText } from '../utils/read-site-file.ts';

/**
 * What an MCP server offers, as its maintainer commits it: the results of `tools/list`,
 * `resources/list`, `resources/templates/list` and `prompts/list` merged into one JSON object,
 * with the server's name (`serverInfo`, as `initialize` answers it) and how a client starts it
 * (`connect`: a command, or a URL). Every list may be missing; unknown keys are kept out of the way.
 */
const text = () => z.string().max(100_000);
const jsonSchema = z.record(z.string(), z.unknown());

const toolSchema = z.object({
  name: text(),
  title: text().optional(),
  description: text().optional(),
  inputSchema: jsonSchema.optional(),
  outputSchema: jsonSchema.optional(),
  annotations: z
    .object({ title: text().optional(), readOnlyHint: z.boolean().optional(), destructiveHint: z.boolean().optional(), idempotentHint: z.boolean().optional(), openWorldHint: z.boolean().optional() })
    .optional(),
});
const resourceSchema = z.object({ uri: text(), name: text(), title: text().optional(), description: text().optional(), mimeType: text().optional() });
const templateSchema = z.object({ uriTemplate: text(), name: text(), title: text().optional(), description: text().optional(), mimeType: text().optional() });
const promptSchema = z.object({
  name: text(),
  title: text().optional(),
  description: text().optional(),
  arguments: z.array(z.object({ name: text(), description: text().optional(), required: z.boolean().optional() })).optional(),
});

export const mcpSnapshotSchema = z.object({
  serverInfo: z.object({ name: text(), version: text().optional(), title: text().optional() }).optional(),
  instructions: text().optional(),
  connect: z.union([z.object({ command: text(), args: z.array(text()).optional() }), z.object({ url: z.url({ protocol: /^https?$/ }) })]).optional(),
  tools: z.array(toolSchema).optional(),
  resources: z.array(resourceSchema).optional(),
  resourceTemplates: z.array(templateSchema).optional(),
  prompts: z.array(promptSchema).optional(),
});

export type McpSnapshot = z.infer<typeof mcpSnapshotSchema>;
export type McpTool = NonNullable<McpSnapshot['tools']>[number];
export type McpPrompt = NonNullable<McpSnapshot['prompts']>[number];

/** A problem of a snapshot file: its line where the JSON names one. */
export interface SnapshotProblem {
  message: string;
  line?: number;
  column?: number;
}

export type SnapshotRead = { ok: true; snapshot: McpSnapshot } | { ok: false; problems: SnapshotProblem[] };

/** A snapshot's text read and checked: JSON, then the shape above, each problem at its line. */
export function parseMcpSnapshot(source: string): SnapshotRead {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    return { ok: false, problems: [{ message: `expected JSON: ${error instanceof Error ? error.message : String(error)}` }] };
  }
  const result = mcpSnapshotSchema.safeParse(value);
  if (result.success) return { ok: true, snapshot: result.data };
  const locate = jsonLocator(source);
  return {
    ok: false,
    problems: issuesToProblems(result.error.issues, value, mcpSnapshotSchema).map((problem: ConfigProblem) => {
      const at = nearestLocation(locate, problem.path);
      return { message: formatProblem({ ...problem, ...at }), ...at };
    }),
  };
}

/** A snapshot file of the site, read as every site file is (inside the site folder, within the spec files' limit). */
export function readMcpSnapshot(file: string, siteDir: string): SnapshotRead {
  const read = readSiteFile(file, siteDir, SITE_FILE_LIMITS.spec);
  return read.ok ? parseMcpSnapshot(read.text) : { ok: false, problems: [{ message: siteFileRefusalText(read.refusal) }] };
}
