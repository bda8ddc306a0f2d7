/**
 * A client for the Plants API.
 *
 * @example
 * ```ts
 * const client = new Client({ token: 'abc' });
 * ```
 */
export class Client {
  /** Where requests go. */
  readonly baseUrl: string;
  /** @param options - How to reach the API. */
  constructor(options: ClientOptions) {
    this.baseUrl = options.baseUrl ?? 'https://api.example.com';
  }
  /**
   * One plant by its id.
   * @param id - The plant's id.
   * @returns The plant, or undefined when there is none.
   */
  async getPlant(id: string): Promise<Plant | undefined> {
    const answer = await fetch(`${this.baseUrl}/plants/${encodeURIComponent(id)}`);
    return answer.ok ? ((await answer.json()) as Plant) : undefined;
  }
  /** @deprecated Use {@link Client.getPlant}. */
  fetchPlant(id: string): Promise<Plant | undefined> {
    return this.getPlant(id);
  }
}
/** How a {@link Client} reaches the API. */
export interface ClientOptions {
  /** Your API token. */
  token: string;
  baseUrl?: string;
  retries?: number;
}
/** A plant. */
export interface Plant {
  id: string;
  name: string;
  tags: string[];
  kind: PlantKind;
}
/** Kinds of plants. */
export enum PlantKind {
  Tree = 'tree',
  Herb = 'herb',
}
/** A plant's id, or the plant. */
export type PlantRef = string | Plant;
/** Makes a client from the environment. */
export function createClient(env: Record<string, string> = {}): Client {
  return new Client({ token: env.TOKEN ?? '' });
}
/** The API's version. */
export const VERSION = '1.2.0';
/** Paged results of a list call. */
export interface Page<T> {
  items: T[];
  /** The cursor of the next page; absent on the last one. */
  next?: string;
}
/** Lists plants, a page at a time. */
export function listPlants(client: Client, options?: { kind?: PlantKind; limit?: number }): Promise<Page<Plant>> {
  const query = new URLSearchParams({ ...(options?.kind ? { kind: options.kind } : {}), limit: String(options?.limit ?? 20) });
  return fetch(`${client.baseUrl}/plants?${query}`).then((answer) => answer.json() as Promise<Page<Plant>>);
}
/** Checks webhook deliveries. */
export namespace Webhooks {
  /** Says whether a delivery's signature is the one `secret` makes. */
  export function verify(body: string, signature: string, secret: string): boolean {
    return body.length > 0 && signature === secret;
  }
}
