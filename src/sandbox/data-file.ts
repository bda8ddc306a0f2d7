// The sandbox's optional data file (`--data FILE`): reading it at start-up and replacing it atomically
// after every change, so a crash or `kill -9` leaves either the old or the new file, never half of one.
import { closeSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { ENVIRONMENTS } from './types.ts';
import type { Environment, JsonObject, UserGroup } from './types.ts';
import { isJsonObject } from '../utils/json.ts';

const FORMAT = 'quire-user-group-sandbox';
const VERSION = 1;

/** Everything the store needs to come back after a restart. */
export type Snapshot = { nextTeamId: number; userGroups: UserGroup[] };

/** A data file that exists but cannot be used; the CLI prints the message and refuses to start. */
export class DataFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFileError';
  }
}

/** Reads the data file; `null` when it does not exist yet (a fresh sandbox). */
export function readDataFile(path: string): Snapshot | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new DataFileError(`Cannot read the data file ${path}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new DataFileError(`The data file ${path} is not valid JSON (${(error as Error).message}). ` + 'Move it away or pass another --data FILE; the sandbox will not overwrite it.');
  }
  return snapshotFromJson(parsed, path);
}

/**
 * Writes the snapshot to a temporary file in the same directory, flushes it to disk, then renames it
 * over the data file. rename(2) within one file system is atomic, so readers and restarts only ever
 * see a complete file. Throws on any failure, leaving the previous file untouched.
 */
export function writeDataFileAtomically(path: string, snapshot: Snapshot): void {
  const bytes = Buffer.from(
    JSON.stringify(
      {
        format: FORMAT,
        version: VERSION,
        next_team_id: snapshot.nextTeamId,
        user_groups: snapshot.userGroups,
      },
      null,
      2,
    ) + '\n',
  );
  const directory = dirname(path);
  const temporary = join(directory, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    // 0o600: the file holds user group tokens.
    const fd = openSync(temporary, 'wx', 0o600);
    try {
      writeAll(fd, bytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  syncDirectory(directory);
}

/**
 * writeSync may write fewer bytes than asked without throwing (a full disk, a file-size limit); the
 * next call then throws (ENOSPC, EFBIG). Loop until every byte is written, so a short write can never
 * pass for a complete file.
 */
function writeAll(fd: number, bytes: Buffer): void {
  let offset = 0;
  while (offset < bytes.length) {
    const written = writeSync(fd, bytes, offset, bytes.length - offset);
    if (written <= 0) throw new Error(`the disk took ${offset} of ${bytes.length} bytes and then no more`);
    offset += written;
  }
}

/**
 * Removes the temporary files a killed sandbox left next to the data file: only names this module
 * makes (`.FILE.<pid>.<12 hex>.tmp`), nothing else in the folder. Best effort: a file that cannot be
 * removed is harmless, since the data file is only ever replaced by a complete one.
 */
export function removeStaleTemporaryFiles(path: string): void {
  const directory = dirname(path);
  const prefix = `.${basename(path)}.`;
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return; // No folder yet: creating the data file reports that.
  }
  for (const name of names) {
    if (name.startsWith(prefix) && /^\d+\.[0-9a-f]{12}\.tmp$/.test(name.slice(prefix.length))) {
      try {
        rmSync(join(directory, name), { force: true });
      } catch {
        // Not ours to fight over (a folder of that name, no permission): leave it.
      }
    }
  }
}

/** Flushes the directory entry so the rename itself survives a power cut (best effort). */
function syncDirectory(directory: string): void {
  try {
    const fd = openSync(directory, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some file systems refuse fsync on directories; the rename has still happened.
  }
}

function snapshotFromJson(value: unknown, path: string): Snapshot {
  const fail = (why: string): never => {
    throw new DataFileError(`The data file ${path} is not a sandbox data file: ${why}. ` + 'Move it away or pass another --data FILE; the sandbox will not overwrite it.');
  };
  if (!isJsonObject(value) || value.format !== FORMAT) return fail(`"format" is not "${FORMAT}"`);
  if (value.version !== VERSION) return fail(`unsupported "version" ${JSON.stringify(value.version)}`);
  if (!Number.isSafeInteger(value.next_team_id) || (value.next_team_id as number) < 1) {
    return fail('"next_team_id" is not a positive integer');
  }
  if (!Array.isArray(value.user_groups)) return fail('"user_groups" is not an array');
  const nextTeamId = value.next_team_id as number;
  const seenIds = new Set<string>();
  const seenTokens = new Set<string>();
  const seenTeamIds = new Set<number>();
  const userGroups = value.user_groups.map((entry: unknown, index: number): UserGroup => {
    const where = `user_groups[${index}]`;
    if (!isJsonObject(entry)) return fail(`${where} is not an object`);
    const { team_id, environment, user_group_id, name, mapping, properties, token } = entry;
    if (!Number.isSafeInteger(team_id) || (team_id as number) < 1 || (team_id as number) >= nextTeamId) {
      return fail(`${where}.team_id is not an integer between 1 and next_team_id - 1`);
    }
    if (!ENVIRONMENTS.includes(environment as Environment)) return fail(`${where}.environment is not Customer or Testing`);
    if (typeof user_group_id !== 'string' || user_group_id === '') return fail(`${where}.user_group_id is not a non-empty string`);
    if (typeof name !== 'string') return fail(`${where}.name is not a string`);
    if (typeof token !== 'string' || token === '') return fail(`${where}.token is not a non-empty string`);
    if (mapping !== null && !isJsonObject(mapping)) return fail(`${where}.mapping is not an object or null`);
    if (properties !== null && !isJsonObject(properties)) return fail(`${where}.properties is not an object or null`);
    const idKey = `${environment}\n${user_group_id}`;
    if (seenIds.has(idKey)) return fail(`${where} repeats user_group_id ${JSON.stringify(user_group_id)} in ${environment}`);
    if (seenTokens.has(token)) return fail(`${where} repeats a token`);
    if (seenTeamIds.has(team_id as number)) return fail(`${where} repeats team_id ${team_id}`);
    seenIds.add(idKey);
    seenTokens.add(token);
    seenTeamIds.add(team_id as number);
    return {
      team_id: team_id as number,
      environment: environment as Environment,
      user_group_id,
      name,
      mapping: mapping as JsonObject | null,
      properties: properties as JsonObject | null,
      token,
    };
  });
  return { nextTeamId, userGroups };
}
