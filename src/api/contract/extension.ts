import * as v from 'valibot';

/**
 * Our extensions to the spec (issue 21). A call the spec does not name says `extension: true` in
 * its declaration (call.ts); a parameter or field the spec does not name inside a call it does
 * name is wrapped in `extension(...)` here. Both are read from the declarations alone: the
 * OpenAPI document shows `x-extension: true` on such a field, and the gateway's spec-only mode
 * (SPEC_ONLY=1, server/http/spec-only.ts) answers 404 to a request that carries one and leaves
 * them out of its answers. docs/integration.md says what the portal does without each.
 */
const marker = { 'x-extension': true } as const;

/** A field or parameter the spec does not name: the portal works on a back end that lacks it. */
export const extension = <const S extends v.GenericSchema>(schema: S) => v.pipe(schema, v.metadata(marker));

/** Whether the schema (an object's entry, a query parameter) is marked as our extension. */
export const isExtension = (schema: v.GenericSchema): boolean => (v.getMetadata(schema as Parameters<typeof v.getMetadata>[0]) as Record<string, unknown>)['x-extension'] === true;

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

/**
 * The value without the fields the schema marks as our extension: the spec-only gateway's answer,
 * and the portal's request again to a back end that refused one of them (src/api/http.ts).
 */
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

/**
 * The words of the gateway's answer to a path it does not serve (server/services/index.ts), and so
 * of its spec-only mode for an extension: the portal reads it, like a 404 without any message (a
 * back end built from the spec answers its own framework's "not found"), as "this back end has no
 * such call", not as "no such record".
 */
export const NO_SUCH_CALL = 'Такого метода нет';
