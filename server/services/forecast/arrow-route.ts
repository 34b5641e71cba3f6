import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forecastArrowMediaType } from '../../../src/api/contract/forecast-arrow';
import { acceptedEncodings } from '../../core/arrow-encodings';
import { forecastArrow } from './arrow-snapshot';

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
 * pulls the next piece only when the socket takes the last one), compressed as stored when the
 * client accepts one of the stored forms (the browser decodes it natively as it arrives).
 * Ownership was checked before.
 */
export async function sendArrow(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  pharmacyId: number,
): Promise<FastifyReply> {
  const { encoding, pieces } = await forecastArrow(app.db, pharmacyId, app.clock, acceptedEncodings(request.headers['accept-encoding']));
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply
    .type(forecastArrowMediaType)
    .header('cache-control', 'no-store')
    .header('vary', 'accept, accept-encoding')
    .send(Readable.from(pieces, { objectMode: false }));
}
