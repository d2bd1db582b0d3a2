/**
 * Finds the contract entry of a request, for the server's router checks and its tests.
 */

import { endpointList } from './contract';
import type { AnyEndpoint, HttpMethod } from './contract/define-endpoint';

/** A matched request: the endpoint and its decoded path parameters. */
export type PathMatch<E extends AnyEndpoint = AnyEndpoint> = {
  readonly endpoint: E;
  readonly params: Readonly<Record<string, string>>;
};

type Segment = { readonly literal: string } | { readonly param: string };

function splitPath(path: string): string[] {
  const segments = path.split('/');
  if (segments[0] === '') segments.shift();
  if (segments.length > 0 && segments[segments.length - 1] === '') segments.pop();
  return segments;
}

function compileTemplate(path: string): Segment[] {
  return splitPath(path).map((segment) => {
    const placeholder = /^\{([^{}/]+)\}$/.exec(segment);
    return placeholder ? { param: placeholder[1] as string } : { literal: segment };
  });
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function matchSegments(
  template: readonly Segment[],
  segments: readonly string[],
): Record<string, string> | undefined {
  if (template.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of template.entries()) {
    const segment = segments[index] as string;
    if ('literal' in part) {
      if (part.literal !== segment) return undefined;
      continue;
    }
    const value = decodeSegment(segment);
    if (value === undefined || value === '') return undefined;
    params[part.param] = value;
  }
  return params;
}

/**
 * Compares two templates of the same length for specificity: the one with more literal
 * segments wins; on a tie, the one whose first differing segment is literal wins.
 * Negative when `a` is more literal than `b`.
 */
function compareSpecificity(a: readonly Segment[], b: readonly Segment[]): number {
  const literals = (template: readonly Segment[]) =>
    template.filter((part) => 'literal' in part).length;
  const byCount = literals(b) - literals(a);
  if (byCount !== 0) return byCount;
  for (const [index, part] of a.entries()) {
    const other = b[index] as Segment;
    const isLiteral = 'literal' in part;
    if (isLiteral !== 'literal' in other) return isLiteral ? -1 : 1;
  }
  return 0;
}

/**
 * Finds the endpoint a request is for. Several templates can match one path (`/root/users/me`
 * matches `/root/users/me` and `/root/users/{username}`; `/root/admindashboard/adminlites/`
 * matches itself and `/root/admindashboard/{userId}`): the most literal template wins, that is
 * the one with more literal segments, then the one whose first literal segment comes earlier.
 *
 * Matching is by whole segments, a trailing slash is ignored on both sides (the spec writes
 * `/bot/debt/` and `/root/admindashboard/`), parameters are URL-decoded and may not be empty.
 * `pathname` is relative to the API base (no `/api` prefix) and has no query string.
 *
 * @param method - the request method (`GET`, `POST`, `PUT`, `DELETE`).
 * @param pathname - the request path, e.g. `/root/users/ana%40example.com`.
 * @param candidates - the endpoints to search; the whole contract by default.
 * @returns the endpoint and its decoded `params`, or `undefined` when no template matches.
 */
export function matchPath<E extends AnyEndpoint = (typeof endpointList)[number]>(
  method: HttpMethod,
  pathname: string,
  candidates: readonly E[] = endpointList as unknown as readonly E[],
): PathMatch<E> | undefined {
  const segments = splitPath(pathname);
  let best: { endpoint: E; template: Segment[]; params: Record<string, string> } | undefined;
  for (const endpoint of candidates) {
    if (endpoint.method !== method) continue;
    const template = compileTemplate(endpoint.path);
    const params = matchSegments(template, segments);
    if (params === undefined) continue;
    if (best === undefined || compareSpecificity(template, best.template) < 0) {
      best = { endpoint, template, params };
    }
  }
  return best && { endpoint: best.endpoint, params: Object.freeze(best.params) };
}
