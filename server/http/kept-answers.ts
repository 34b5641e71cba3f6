import type { FastifyReply } from 'fastify';

/**
 * Whether an If-None-Match header names the answer's ETag (or is `*`): the caller already holds
 * it, so a 304 does. Weak comparison (RFC 9110 §13.1.2), as for any GET.
 */
export function isHeld(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//u, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** Sends JSON already serialized (a kept answer): the bytes go out as they are, not stringified again. */
export function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
