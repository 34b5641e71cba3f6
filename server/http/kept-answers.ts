import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings, storedEncodings, type CompressedEncoding } from '../core/arrow-encodings';
import { COMPRESS_FROM_BYTES } from './compression';

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

type Zstd = { zstdCompressSync?: (bytes: Buffer) => Buffer };
/** One-shot compressors, as the forecast's stored forms are made (brotli quality 5, gzip 6). */
const compressors: Record<CompressedEncoding, (bytes: Buffer) => Buffer> = {
  zstd: (bytes) => (zlib as Zstd).zstdCompressSync!(bytes),
  br: (bytes) => zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (bytes) => zlib.gzipSync(bytes, { level: 6 }),
};

/**
 * A JSON answer kept for many calls: its UTF-8 bytes, encoded once, and each
 * compressed form made the first time a client asks for it. Under load the overview's kept answer
 * was stringified, then encoded, then compressed again on every call; now a call only picks a form.
 */
export class KeptJson {
  readonly bytes: Buffer;
  private readonly forms = new Map<CompressedEncoding, Buffer>();

  constructor(text: string) {
    this.bytes = Buffer.from(text);
  }

  /** The bytes in the encoding, compressed on the first ask. */
  compressed(encoding: CompressedEncoding): Buffer {
    let form = this.forms.get(encoding);
    if (!form) this.forms.set(encoding, (form = compressors[encoding](this.bytes)));
    return form;
  }
}

/** Accept-Encoding texts seen, with the form each one gets; browsers send a handful of distinct texts. */
const formsByAccept = new Map<string, CompressedEncoding | null>();
const REMEMBERED_ACCEPTS = 256;

/** The first of zstd, brotli, gzip the header accepts, or null: worked out once per distinct header text. */
function formFor(header: string | undefined): CompressedEncoding | null {
  const text = header ?? '';
  let form = formsByAccept.get(text);
  if (form === undefined) {
    const accepted = acceptedEncodings(text);
    form = storedEncodings.find((candidate) => accepted.has(candidate)) ?? null;
    // Any client can send any text: the memory stays bounded.
    if (formsByAccept.size >= REMEMBERED_ACCEPTS) formsByAccept.clear();
    formsByAccept.set(text, form);
  }
  return form;
}

/**
 * Sends a kept answer in the form the client accepts (zstd, brotli, gzip, as @fastify/compress
 * prefers them; plain when it accepts none or the answer is small), with Content-Encoding set so
 * the compression plugin leaves the bytes alone.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptJson): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (kept.bytes.length < COMPRESS_FROM_BYTES) return reply.send(kept.bytes);
  const encoding = formFor(request.headers['accept-encoding']);
  if (!encoding) return reply.send(kept.bytes);
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(kept.compressed(encoding));
}
