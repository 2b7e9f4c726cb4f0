/** A query string's values: each one given is sent, arrays as repeated keys; undefined and null are left out. */
export type QueryValues = Record<string, string | number | boolean | readonly string[] | null | undefined>;

/**
 * The URL of a route for its path parameters and query: `/api/shops/{shopId}/orders` with
 * `{ shopId: 'a b' }` is `/api/shops/a%20b/orders`. Throws when a path parameter is missing, so a
 * route whose path changed is noticed at once rather than called with `{shopId}` in it.
 */
export function routeUrl(
  route: { path: string },
  params: Record<string, string | number> = {},
  query?: QueryValues | URLSearchParams,
): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${route.path}`);
    return encodeURIComponent(String(value));
  });
  const search = query instanceof URLSearchParams ? query : toSearchParams(query ?? {});
  return search.size > 0 ? `${path}?${search}` : path;
}

function toSearchParams(query: QueryValues): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, item);
    else search.set(key, String(value));
  }
  return search;
}
