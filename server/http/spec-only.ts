import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { Call } from '../../src/api/contract/call';
import { isExtension } from '../../src/api/contract/extension';

/**
 * The spec-only mode (SPEC_ONLY=1, issue 21): the gateway answers as a back end built from the
 * spec alone would, so the e2e suite can prove the portal works on one. Everything comes from the
 * declarations (`extension: true` on a call, `extension(...)` on a field), never from a list here:
 * - a call the spec does not name answers 404 as a path the gateway does not serve;
 * - so does a request that carries a parameter or field the spec does not name (the strictest
 *   reading: such a back end would not know what to do with it);
 * - an answer leaves out the fields the spec does not name;
 * - an Accept asking for a file form that is ours (the forecast as Arrow) is not heard: JSON.
 */

/** A schema's children that can hold fields: an object's entries, an array's item, what an optional or a union wraps. */
type Walkable = v.GenericSchema & {
  type: string;
  entries?: Record<string, v.GenericSchema>;
  item?: v.GenericSchema;
  wrapped?: v.GenericSchema;
  options?: readonly v.GenericSchema[];
};

const inner = (schema: v.GenericSchema): Walkable => schema as Walkable;

/** Whether the value (a query, a body as received) uses a field the schema marks as our extension. */
export function usesExtension(schema: v.GenericSchema, value: unknown): boolean {
  const { entries, item, wrapped, options } = inner(schema);
  if (wrapped) return usesExtension(wrapped, value);
  if (options) return options.some((option) => usesExtension(option, value));
  if (item) return Array.isArray(value) && value.some((element) => usesExtension(item, element));
  if (!entries || typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(entries).some(([key, entry]) => record[key] !== undefined && (isExtension(entry) || usesExtension(entry, record[key])));
}

/** The value (an answer as the handler returns it) without the fields the schema marks as our extension. */
export function withoutExtensions(schema: v.GenericSchema, value: unknown): unknown {
  const { entries, item, wrapped, options } = inner(schema);
  if (wrapped) return withoutExtensions(wrapped, value);
  if (options) return options.reduce((narrowed, option) => withoutExtensions(option, narrowed), value);
  if (item) return Array.isArray(value) ? value.map((element) => withoutExtensions(item, element)) : value;
  if (!entries || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    const entry = entries[key];
    if (entry && isExtension(entry)) continue;
    kept[key] = entry ? withoutExtensions(entry, field) : field;
  }
  return kept;
}

/** Whether a spec-only back end would not know the request: our call, or our parameter or field in it. */
export function unknownToSpec(call: Call, request: FastifyRequest): boolean {
  if (call.extension) return true;
  return (
    (call.params !== undefined && usesExtension(call.params, request.params)) ||
    (call.query !== undefined && usesExtension(call.query, request.query)) ||
    (call.body !== undefined && usesExtension(call.body, request.body))
  );
}

/** Drops from Accept the file forms that are ours, so the handler answers the spec's JSON. */
export function hearOnlySpecAccept(call: Call, request: FastifyRequest): void {
  const { answer } = call;
  if (!('json' in answer) || !answer.extensionFiles || !answer.files) return;
  const ours = new Set(answer.files.map((type) => type.toLowerCase()));
  const kept = (request.headers.accept ?? '').split(',').filter((entry) => !ours.has(entry.split(';')[0].trim().toLowerCase()));
  request.headers.accept = kept.join(',') || 'application/json';
}
