import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forecastArrowMediaType } from '../../../src/api/contract/forecast-arrow';
import { forecastArrowPieces } from './arrow-snapshot';

/**
 * Whether a forecast read asks for the Arrow answer: the media type in Accept (not refused with
 * q=0) and no paging (offset/limit ask for one JSON page, whatever the Accept).
 */
export function wantsArrow(request: FastifyRequest): boolean {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if ('offset' in query || 'limit' in query) return false;
  return (request.headers.accept ?? '').split(',').some((entry) => {
    const [type, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    return type === forecastArrowMediaType && !parameters.some((parameter) => /^q=0(\.0*)?$/u.test(parameter));
  });
}

/**
 * Sends the pharmacy's forecast as an Arrow stream, batch by batch as they come (a Readable
 * pulls the next piece only when the socket takes the last one). Ownership was checked before.
 */
export function sendArrow(app: FastifyInstance, reply: FastifyReply, pharmacyId: number): FastifyReply {
  return reply
    .type(forecastArrowMediaType)
    .header('cache-control', 'no-store')
    .send(Readable.from(forecastArrowPieces(app.db, pharmacyId, app.clock), { objectMode: false }));
}
