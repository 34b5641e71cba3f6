import type { FastifyRequest } from 'fastify';
import type { Call } from '../../src/api/contract/call';
import { usesExtension } from '../../src/api/contract/extension';


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
