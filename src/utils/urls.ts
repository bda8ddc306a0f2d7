/** An http(s) URL, as an OpenAPI location or a server may be: anything else is a path of the site. */
export const isHttpUrl = (value: string): boolean => /^https?:\/\//i.test(value);

/** An absolute http(s) URL with a host and no whitespace, as API base URLs must be. */
export const isAbsoluteHttpUrl = (value: string): boolean => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value);
