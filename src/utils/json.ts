/** A JSON object (not an array, not null): what a config section or a parsed body must be. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
