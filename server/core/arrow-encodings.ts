import type { Transform } from 'node:stream';
import zlib from 'node:zlib';

/** A compressing zlib stream (gzip, brotli, zstd). */
type ZStream = Transform & zlib.Zlib;

/**
 * The content encodings a forecast build is stored in besides 'identity': compressed
 * once when the build is written, so an answer is sent as stored and costs no compression CPU.
 * zstd only where the runtime has it (Node 22.15+, 24); a build written by one without it simply
 * has no zstd pieces, and a client asking for zstd gets the next form it accepts.
 */
export type CompressedEncoding = 'zstd' | 'br' | 'gzip';
export type ArrowEncoding = CompressedEncoding | 'identity';

interface Compressing {
  create: () => ZStream;
  /** The flush that ends a piece so everything written so far can be decoded. */
  flushKind: number;
}

type ZstdZlib = typeof zlib & { createZstdCompress?: () => ZStream; constants: { ZSTD_e_flush?: number } };
const withZstd = zlib as ZstdZlib;

const compressing: Partial<Record<CompressedEncoding, Compressing>> = {
  ...(withZstd.createZstdCompress && withZstd.constants.ZSTD_e_flush !== undefined
    ? { zstd: { create: withZstd.createZstdCompress.bind(zlib), flushKind: withZstd.constants.ZSTD_e_flush } }
    : {}),
  // Quality 5: a few times faster than the default 11 on tens of MB, a few per cent larger.
  br: {
    create: () => zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    flushKind: zlib.constants.BROTLI_OPERATION_FLUSH,
  },
  gzip: { create: () => zlib.createGzip({ level: 6 }), flushKind: zlib.constants.Z_SYNC_FLUSH },
};

/** What this runtime stores a build in, in the order it prefers while nothing is stored yet. */
export const storedEncodings = (['zstd', 'br', 'gzip'] as const).filter((encoding) => compressing[encoding]);

/**
 * The encodings an Accept-Encoding header accepts (q above 0; `*` accepts all), among ours. A
 * header we cannot read accepts none, so the answer goes out plain.
 */
export function acceptedEncodings(header: string | undefined): Set<CompressedEncoding> {
  const accepted = new Set<CompressedEncoding>();
  for (const entry of (header ?? '').split(',')) {
    const [token, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/u.test(parameter));
    if (refused) continue;
    if (token === '*') for (const encoding of storedEncodings) accepted.add(encoding);
    else if ((storedEncodings as readonly string[]).includes(token)) accepted.add(token as CompressedEncoding);
  }
  return accepted;
}

/**
 * One compressed stream written piece by piece: `piece` returns everything the compressor has
 * given out since the last piece, flushed so a reader can decode it all; `last` closes the
 * stream (its trailer). The pieces in order are one valid stream of the encoding.
 */
export class PieceCompressor {
  private readonly stream: ZStream;
  private readonly flushKind: number;
  private out: Buffer[] = [];
  private failure: Error | null = null;

  constructor(readonly encoding: CompressedEncoding) {
    const how = compressing[encoding];
    if (!how) throw new Error(`no ${encoding} compression in this runtime`);
    this.stream = how.create();
    this.flushKind = how.flushKind;
    this.stream.on('data', (chunk: Buffer) => this.out.push(chunk));
    this.stream.on('error', (error: Error) => (this.failure = error));
  }

  write(bytes: Uint8Array): void {
    this.stream.write(bytes);
  }

  async piece(bytes: Uint8Array): Promise<Uint8Array> {
    this.stream.write(bytes);
    await new Promise<void>((resolve) => this.stream.flush(this.flushKind, () => resolve()));
    return this.taken();
  }

  async last(bytes: Uint8Array): Promise<Uint8Array> {
    await new Promise<void>((resolve, reject) => {
      this.stream.once('end', resolve).once('error', reject);
      this.stream.end(bytes);
    });
    return this.taken();
  }

  /** Drops the stream (a build abandoned half-way). */
  close(): void {
    this.stream.destroy();
  }

  private taken(): Uint8Array {
    if (this.failure) throw this.failure;
    const bytes = Buffer.concat(this.out);
    this.out = [];
    return bytes;
  }
}
