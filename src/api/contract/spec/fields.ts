/** The words of the spec's surface (spec-surface.ts), apart so that its parts can use them. */
import type { Declaration } from '../call';

/**
 * The spec shows the call (or the field) but not the shape of this part: the declared shape is
 * our reading, published in the OpenAPI document, and counts as the spec's. Used only for answers
 * and for lists whose items the spec does not describe; a request part the spec does not show
 * names nothing, so whatever the portal sends there is our extension.
 */
export const notShown = 'not shown' as const;
export type NotShown = typeof notShown;

/** The fields of an object (or of each item of a list): `true` for a value taken whole. */
export interface Fields {
  readonly [name: string]: Fields | true | NotShown;
}

/** What the spec names of one call. A part left out names nothing. */
export interface SpecCall {
  /** Where the spec names the call and its fields: `RF §7 Reports; RF §3 Report`. */
  section: string;
  query?: Fields;
  body?: Fields;
  answer?: Fields | NotShown;
  /**
   * What the spec leaves unsaid and we chose, in a sentence: a path "not shown", a wrapper the
   * spec gives the parts of but not their names. docs/decisions/spec-surface.md says why each.
   */
  chosen?: string;
}

/** The keys of a surface: `GET /reports/initiative/pharmacy`, the path as declared (with the service prefix). */
export type SurfaceKey = `${Declaration['method']} /${string}`;

/**
 * Names as the spec lists them, separated by spaces, each a field taken whole; `nested` adds the
 * fields that hold fields of their own.
 */
export function fields(names: string, nested: Record<string, Fields | NotShown> = {}): Fields {
  const named: Record<string, Fields | true | NotShown> = {};
  for (const name of names.split(/\s+/u).filter(Boolean)) named[name] = true;
  return { ...named, ...nested };
}
