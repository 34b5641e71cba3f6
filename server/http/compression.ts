import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers go out plain: their compression would cost more than the bytes it saves. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * JSON and file answers of about 1 KB and more are compressed on the fly in the best encoding the
 * client accepts (zstd where the runtime has it, brotli, gzip): an overview of 10 KB is
 * 2–3 KB on a pharmacy's line. Answers that are already compressed are left alone: the built
 * portal's files go out as their .br/.gz made at build time (portal/index.ts), the forecast's
 * Arrow stream as stored (services/forecast/arrow-route.ts), a kept answer as
 * kept (http/kept-answers.ts). Deflate is not offered: every
 * browser that sends it also sends gzip.
 */
export async function compression(app: FastifyInstance) {
  await app.register(compress, { threshold: COMPRESS_FROM_BYTES, encodings: ['zstd', 'br', 'gzip'] });
}
