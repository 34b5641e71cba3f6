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

/**
 * The words of the gateway's answer to a path it does not serve (server/services/index.ts), and so
 * of its spec-only mode for an extension: the portal reads it, like a 404 without any message (a
 * back end built from the spec answers its own framework's "not found"), as "this back end has no
 * such call", not as "no such record".
 */
export const NO_SUCH_CALL = 'Такого метода нет';
