import type { FastifyRequest } from 'fastify';
import type { Call } from '../../src/api/contract/call';
import { cutToSurface, specCallOf, type SpecCall } from '../../src/api/contract/spec-surface';

/**
 * The spec-only mode (SPEC_ONLY=1): the gateway answers as a back end built from the two
 * specifications alone would, so the e2e suite can prove the portal works on one. It serves the
 * spec's surface (src/api/contract/spec-surface.ts), an allow-list written from the spec's text:
 * - a call the surface does not name answers 404 as a path the gateway does not serve;
 * - parameters and body fields it does not name are not heard (a real back end ignores what it
 *   does not know): the handler runs as if they were never sent;
 * - an answer holds only the fields it names;
 * - an Accept asking for a file form that is ours (the forecast as Arrow) is not heard: JSON.
 */

/** The spec's surface of the call, or undefined when a back end built from the spec would not know it. */
export const specOnlyCall = (call: Call): SpecCall | undefined => specCallOf(call);

/** Leaves in the request only the parameters and body fields the spec names. */
export function hearOnlySpec(call: Call, spec: SpecCall, request: FastifyRequest): void {
  if (call.query) request.query = cutToSurface(spec.query, request.query);
  if (call.body && typeof request.body === 'object' && request.body !== null) request.body = cutToSurface(spec.body, request.body);
  hearOnlySpecAccept(call, request);
}

/** The answer as a back end built from the spec sends it: the fields the spec names. */
export const answerOnlySpec = (spec: SpecCall, answer: unknown): unknown => cutToSurface(spec.answer, answer);

/** Drops from Accept the file forms that are ours, so the handler answers the spec's JSON. */
function hearOnlySpecAccept(call: Call, request: FastifyRequest): void {
  const { answer } = call;
  if (!('json' in answer) || !answer.extensionFiles || !answer.files) return;
  const ours = new Set(answer.files.map((type) => type.toLowerCase()));
  const kept = (request.headers.accept ?? '').split(',').filter((entry) => !ours.has(entry.split(';')[0].trim().toLowerCase()));
  request.headers.accept = kept.join(',') || 'application/json';
}
