let counter = 0;

/** Ids unique within a build, so two components on one page never share one. */
export const nextId = (prefix: string): string => `${prefix}-${(++counter).toString(36)}`;
