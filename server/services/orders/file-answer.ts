import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../../src/domain/orders/file-names';

/**
 * A file answer: its MIME type and its Russian name in Content-Disposition (an ASCII fallback and
 * the real name as RFC 5987 filename*), which the portal saves it under.
 */
export function sendFile(reply: FastifyReply, bytes: Uint8Array, type: string, fileName: string) {
  return reply
    .type(type)
    .header('content-disposition', contentDisposition(fileName))
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
