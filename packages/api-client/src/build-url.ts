/**
 * Builds the URL of a call from its template, path parameters and query.
 */

/** A query value the client can write; `undefined` and `null` leave the key out. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * Fills a path template's `{placeholders}` with `encodeURIComponent`-encoded values.
 *
 * @param template - e.g. `/root/users/cancelPhotoAndSendEmail/{userId}/{reason}`.
 * @param params - a value for every placeholder.
 * @returns the path, e.g. `/root/users/cancelPhotoAndSendEmail/u-1/Foto%20borrosa`.
 * @throws Error when a placeholder has no value (the types prevent it in typed calls).
 */
export function fillPath(
  template: string,
  params: Readonly<Record<string, string>> | undefined,
): string {
  return template.replace(/\{([^{}/]+)\}/g, (_placeholder, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(value);
  });
}

/**
 * Writes a query string: keys in the object's order, keys and values `encodeURIComponent`-encoded
 * (a space is `%20`), `undefined` and `null` values left out.
 *
 * @param query - the query object, or undefined.
 * @returns `''` or `?key=value&…`.
 */
export function buildQueryString(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (query === undefined) return '';
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/**
 * Joins the API base and a call's path and query. The base may be absolute
 * (`https://liqui.example/api`) or relative (`/api`), with or without a trailing slash.
 *
 * @param options - `baseUrl`, the path `template`, its `params` and the `query`.
 * @returns the request URL.
 */
export function buildUrl(options: {
  readonly baseUrl: string;
  readonly template: string;
  readonly params?: Readonly<Record<string, string>> | undefined;
  readonly query?: Readonly<Record<string, QueryValue>> | undefined;
}): string {
  const base = options.baseUrl.replace(/\/+$/, '');
  return `${base}${fillPath(options.template, options.params)}${buildQueryString(options.query)}`;
}
