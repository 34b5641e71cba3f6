/**
 * The spec's surface: for every call the two specifications name, the parameters, body fields and
 * answer fields they name, and the section each comes from. It is written from the spec's text
 * alone (src/api/contract/spec/*.ts), never from our declarations, so that a back end built from
 * the spec can be told apart from ours:
 * - a declared call that is not here is our extension (`extension` in its declaration);
 * - a declared parameter or field that is not here is our extension (`extension(...)` around it);
 * - the spec-only gateway (SPEC_ONLY=1) serves exactly this: other calls are 404, other
 *   parameters and fields are ignored on the way in and cut on the way out.
 * tests/unit/spec-surface.test.ts fails when a declaration and this surface disagree.
 *
 * Sections are cited as `RF §7` (reports-and-foundation.md) and `PP §7.1` (purchasing-and-pay.md).
 */
import { foundationSurface } from './spec/foundation';
import { paySurface } from './spec/pay';
import { purchasingSurface } from './spec/purchasing';
import { reportsSurface } from './spec/reports';
import type { Declaration } from './call';
import { notShown, type Fields, type NotShown, type SpecCall, type SurfaceKey } from './spec/fields';

export { fields, notShown, type Fields, type NotShown, type SpecCall, type SurfaceKey } from './spec/fields';

export const specSurface: Readonly<Record<SurfaceKey, SpecCall>> = {
  ...foundationSurface,
  ...reportsSurface,
  ...purchasingSurface,
  ...paySurface,
};

export const surfaceKey = (call: Pick<Declaration, 'method' | 'path'>): SurfaceKey => `${call.method} ${call.path}` as SurfaceKey;

/** The spec's surface of the call, or undefined: the call is not the spec's. */
export const specCallOf = (call: Pick<Declaration, 'method' | 'path'>): SpecCall | undefined => specSurface[surfaceKey(call)];

/**
 * The value with only the fields the surface names: what a back end built from the spec sends
 * (an answer) or hears (a query, a body). Lists keep every item, each cut the same way; a value
 * the surface takes whole, or does not show, stays as it is.
 */
export function cutToSurface(surface: Fields | true | NotShown | undefined, value: unknown): unknown {
  if (surface === true || surface === notShown) return value;
  if (Array.isArray(value)) return value.map((item) => cutToSurface(surface, item));
  if (typeof value !== 'object' || value === null) return value;
  const kept: Record<string, unknown> = {};
  if (!surface) return kept;
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    const named = surface[key];
    if (named !== undefined) kept[key] = cutToSurface(named, field);
  }
  return kept;
}
