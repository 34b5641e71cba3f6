import * as v from 'valibot';

/**
 * Our extensions to the spec. What the spec names is written down once, from its text, in
 * spec-surface.ts; everything else the portal and the gateway use is ours and says so where it is
 * declared: a call with `extension: { why, without }` (call.ts), a parameter or field wrapped in
 * `extension(schema, { why, without })` here. tests/unit/spec-surface.test.ts fails when a declared
 * call, parameter or field is neither the spec's nor marked, and docs/integration.md is generated
 * from these notes (scripts/integration-doc.ts).
 */

/** Why the portal wants an extension, and what it does on a back end without it (English, for docs/integration.md). */
export interface ExtensionNote {
  why: string;
  without: string;
}

/** A field or parameter the spec does not name: optional, and the portal works on a back end that lacks it. */
export const extension = <const S extends v.GenericSchema>(schema: S, note: ExtensionNote) =>
  v.pipe(schema, v.metadata({ 'x-extension': true, 'x-extension-why': note.why, 'x-extension-without': note.without }));

const metadataOf = (schema: v.GenericSchema): Record<string, unknown> =>
  v.getMetadata(schema as Parameters<typeof v.getMetadata>[0]) as Record<string, unknown>;

/** Whether the schema (an object's entry, a query parameter) is marked as our extension. */
export const isExtension = (schema: v.GenericSchema): boolean => metadataOf(schema)['x-extension'] === true;

/** The note of a field marked as our extension. */
export function extensionNoteOf(schema: v.GenericSchema): ExtensionNote {
  const metadata = metadataOf(schema);
  return { why: String(metadata['x-extension-why']), without: String(metadata['x-extension-without']) };
}

/** A schema's children that can hold fields: an object's entries, an array's item, what an optional or a union wraps. */
export type Walkable = v.GenericSchema & {
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
  return Object.entries(entries).some(
    ([key, entry]) => record[key] !== undefined && (isExtension(entry) || usesExtension(entry, record[key])),
  );
}

/**
 * The value without the fields the schema marks as our extension: the spec-only gateway's answer,
 * and the portal's request again to a back end that refused one of them (src/api/shared/http.ts).
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

/**
 * The pharmacy a call is about, named by staff (a manager, support) who look at several. A
 * pharmacy user gets its own pharmacy whatever id it sends, so the portal loses nothing without it.
 */
export const staffPharmacy: ExtensionNote = {
  why: 'Staff who look at several pharmacies name the one they look at; a pharmacy user’s own is taken from its token whatever it sends.',
  without: 'The back end takes the pharmacy from the token: the same data for a pharmacy user, the portal’s only user.',
};
