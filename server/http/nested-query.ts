import { parse } from 'qs';

/**
 * The gateway reads "standard nested query strings" (reports-and-foundation §7) with `qs`, the
 * parser back ends of the spec's kind use and the one Fastify's documentation names for this:
 * `a[b]=c` is `{ a: { b: 'c' } }`, `a[0]=x&a[1]=y` and `a[]=x&a[]=y` are `{ a: ['x', 'y'] }`, and
 * a flat query parses as before (a repeated key is a list). Bounded: 5 levels (deeper brackets
 * stay one literal key), list indexes up to 99 (a larger one makes an object key), 1 000
 * parameters; keys naming an object's own machinery (__proto__, constructor) are dropped. None of
 * that is a declared query's shape, so such a call answers a Russian 400 or ignores the key.
 */
export const parseNestedQuery = (text: string): Record<string, unknown> =>
  parse(text, { depth: 5, arrayLimit: 99, parameterLimit: 1000, allowPrototypes: false });
