/**
 * Query strings as "standard nested query strings" (reports-and-foundation §7), the form of the
 * `qs` library that back ends of the spec's kind parse: an object's fields as `a[b]=c`, a list's
 * items as `a[0]=x`, nothing for undefined, an empty value for null. Flat values go as they
 * always did (`quarter=2026-10-01`), so a flat query is the same string either way.
 */
export function nestedQueryString(query: Record<string, unknown> | undefined): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item));
    else if (value instanceof Date) add(key, value.toISOString());
    else if (value !== null && typeof value === 'object') for (const [field, item] of Object.entries(value)) add(`${key}[${field}]`, item);
    else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value === null ? '' : String(value))}`);
  };
  for (const [key, value] of Object.entries(query ?? {})) add(key, value);
  return pairs.join('&');
}

/** The path with its nested query string, if any. */
export const withNestedQuery = (path: string, query: Record<string, unknown> | undefined): string => {
  const text = nestedQueryString(query);
  return text === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${text}`;
};
