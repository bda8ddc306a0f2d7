/** An http(s) URL, as an OpenAPI location or a server may be: anything else is a path of the site. */
export const isHttpUrl = (value: string): boolean => /^https?:\/\//i.test(value);
