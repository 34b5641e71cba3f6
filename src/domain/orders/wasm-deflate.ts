/**
 * Raw deflate by miniz_oxide (Rust) compiled to WebAssembly (@hazae41/foras), at a level of our
 * choosing. The platform's CompressionStream has no level: it deflates at zlib's default, which
 * was most of a million-row workbook's time. On the same 79 MB of sheet XML (Node 20, one thread)
 * CompressionStream took 1.6 s for 9.7 MB; miniz_oxide at level 3 0.7 s for 10.6 MB, at level 2
 * 0.5 s for 12.5 MB (docs/decisions/forecast-workbook-speed.md). Only the large sheets use it.
 *
 * The module (about 115 KB of WebAssembly) is loaded on first use, so it sits in a chunk of its
 * own that only a worker writing a large file ever fetches.
 */
export interface WasmDeflate {
  /** Deflates the bytes: what came out so far (possibly nothing yet). */
  write(bytes: Uint8Array): Uint8Array<ArrayBuffer>;
  /** Ends the stream: its last bytes. The deflate is let go. */
  finish(): Uint8Array<ArrayBuffer>;
  /** Lets the deflate go without finishing. */
  free(): void;
}

type Foras = typeof import('./miniz');

let loaded: Promise<Foras> | null = null;

const foras = (): Promise<Foras> =>
  (loaded ??= import('./miniz').then(async (module) => {
    await module.initBundledOnce();
    return module;
  })).catch((error: unknown) => {
    // A failed load (a chunk not fetched) is tried again by the next file, not kept.
    loaded = null;
    throw error;
  });

/**
 * Whether the WebAssembly deflate loads here: where its chunk cannot be fetched (the line dropped
 * after the page opened), a file is written on one thread with the platform's deflate instead.
 */
export const wasmDeflateLoads = (): Promise<boolean> =>
  foras().then(
    () => true,
    () => false,
  );

export async function wasmDeflate(level: number): Promise<WasmDeflate> {
  const { DeflateEncoder, Memory } = await foras();
  const encoder = new DeflateEncoder(level);
  let open = true;
  const closed = () => new Error('Сжатие уже завершено');
  return {
    write(bytes) {
      if (!open) throw closed();
      // The bytes are copied into the module's memory for the call and let go after it.
      const input = new Memory(bytes);
      try {
        encoder.write(input);
      } finally {
        input.free();
      }
      return encoder.read().copyAndDispose() as Uint8Array<ArrayBuffer>;
    },
    finish() {
      if (!open) throw closed();
      open = false;
      // finish() consumes the encoder: nothing is left to free.
      return encoder.finish().copyAndDispose() as Uint8Array<ArrayBuffer>;
    },
    free() {
      if (!open) return;
      open = false;
      encoder.free();
    },
  };
}
