// In-memory user groups, optionally mirrored to a data file.
//
// Every method is synchronous on purpose: Node runs one of them at a time, so "look up, then create"
// can never interleave with another request (200 concurrent get-or-create calls for one new id make
// exactly one user group), and a change is on disk before the caller can answer the client (nothing
// acknowledged is lost to a crash). A sandbox's data is small, so a blocking write is cheap.
import { randomBytes } from 'node:crypto';
import { DataFileError, readDataFile, removeStaleTemporaryFiles, writeDataFileAtomically } from './data-file.ts';
import type { Environment, JsonObject, UserGroup } from './types.ts';

/** The fields of a user group a caller may set (GET on create, PUT on update). */
export type UserGroupFields = { name: string; mapping: JsonObject | null; properties: JsonObject | null };

/** A change could not be written to the data file; the store has already undone it in memory. */
export class PersistError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PersistError';
  }
}

export class UserGroupStore {
  #byId = new Map<string, UserGroup>();
  #idKeyByToken = new Map<string, string>();
  #nextTeamId = 1;
  #dataFile: string | null;

  /**
   * Opens a store: empty and in memory without a data file; otherwise loaded from the file, which is
   * created right away when missing so an unwritable path fails at start-up rather than on the first
   * change. Throws DataFileError for a file that exists but is not a sandbox data file.
   */
  constructor(dataFile: string | null = null) {
    this.#dataFile = dataFile;
    if (dataFile === null) return;
    removeStaleTemporaryFiles(dataFile);
    const snapshot = readDataFile(dataFile);
    if (snapshot === null) {
      try {
        writeDataFileAtomically(dataFile, { nextTeamId: 1, userGroups: [] });
      } catch (error) {
        throw new DataFileError(`Cannot create the data file ${dataFile}: ${(error as Error).message}`);
      }
      return;
    }
    this.#nextTeamId = snapshot.nextTeamId;
    for (const group of snapshot.userGroups) this.#put(group);
  }

  get size(): number {
    return this.#byId.size;
  }

  find(environment: Environment, userGroupId: string): UserGroup | undefined {
    return this.#byId.get(idKey(environment, userGroupId));
  }

  /** Creates a user group; the caller has checked that the id is free in this environment. */
  create(environment: Environment, userGroupId: string, fields: UserGroupFields): UserGroup {
    if (this.find(environment, userGroupId)) {
      throw new Error(`user group ${userGroupId} already exists in ${environment}`);
    }
    const teamId = this.#nextTeamId;
    const group: UserGroup = {
      team_id: teamId,
      environment,
      user_group_id: userGroupId,
      name: fields.name,
      mapping: fields.mapping,
      properties: fields.properties,
      token: this.#newToken(),
    };
    this.#commit(
      () => {
        this.#nextTeamId = teamId + 1;
        this.#put(group);
      },
      () => {
        this.#remove(group);
        this.#nextTeamId = teamId;
      },
    );
    return group;
  }

  /** Replaces the given fields of an existing user group; `undefined` when there is none. */
  update(environment: Environment, userGroupId: string, changes: Partial<UserGroupFields>): UserGroup | undefined {
    const before = this.find(environment, userGroupId);
    if (!before) return undefined;
    const after: UserGroup = { ...before };
    if (changes.name !== undefined) after.name = changes.name;
    if (changes.mapping !== undefined) after.mapping = changes.mapping;
    if (changes.properties !== undefined) after.properties = changes.properties;
    this.#replace(before, after);
    return after;
  }

  /**
   * Gives the user group holding `currentToken` in this environment a new random token; the old one
   * stops working. `undefined` when no user group of this environment holds that token.
   */
  rotateToken(environment: Environment, currentToken: string): UserGroup | undefined {
    const key = this.#idKeyByToken.get(currentToken);
    const before = key === undefined ? undefined : this.#byId.get(key);
    if (!before || before.environment !== environment) return undefined;
    const after: UserGroup = { ...before, token: this.#newToken() };
    this.#replace(before, after);
    return after;
  }

  #replace(before: UserGroup, after: UserGroup): void {
    this.#commit(
      () => {
        this.#remove(before);
        this.#put(after);
      },
      () => {
        this.#remove(after);
        this.#put(before);
      },
    );
  }

  /** Applies a change, writes it to the data file, and undoes it if the write fails. */
  #commit(apply: () => void, undo: () => void): void {
    apply();
    if (this.#dataFile === null) return;
    try {
      writeDataFileAtomically(this.#dataFile, {
        nextTeamId: this.#nextTeamId,
        userGroups: [...this.#byId.values()].sort((a, b) => a.team_id - b.team_id),
      });
    } catch (error) {
      undo();
      throw new PersistError(`Could not write the data file ${this.#dataFile}: ${(error as Error).message}`);
    }
  }

  #put(group: UserGroup): void {
    const key = idKey(group.environment, group.user_group_id);
    this.#byId.set(key, group);
    this.#idKeyByToken.set(group.token, key);
  }

  #remove(group: UserGroup): void {
    this.#byId.delete(idKey(group.environment, group.user_group_id));
    this.#idKeyByToken.delete(group.token);
  }

  /** 256 random bits, URL-safe (the token ends up in embed URLs on the caller's side). */
  #newToken(): string {
    let token: string;
    do {
      token = randomBytes(32).toString('base64url');
    } while (this.#idKeyByToken.has(token));
    return token;
  }
}

// A Map keyed by this string, not a plain object keyed by id, so ids like "__proto__" are just data.
function idKey(environment: Environment, userGroupId: string): string {
  return `${environment}\n${userGroupId}`;
}
