import { continuedStream } from './deflate-join';
import type { CellRows } from './sheet-cells';
import { wasmDeflate } from './wasm-deflate';

/**
 * A minimal zip writer for xlsx files (an xlsx is a zip of XML parts). Entries are compressed
 * with the platform's deflate (CompressionStream 'deflate-raw': Chromium 103+, Node 20.12+, in
 * workers too), fed chunk by chunk so a large sheet never exists as one string. No zip64: an
 * entry stays under 4 GB, far above a million-row sheet.
 */
/**
 * CRC-32 tables for slicing by eight: table k maps a byte to its CRC eight minus k bytes ahead, so
 * the loop folds eight bytes per step instead of one. The byte-at-a-time loop was a fifth of a
 * million-row workbook's time; this one is about four times faster, in a browser worker as in Node.
 */
const CRC_TABLES = (() => {
  const tables = new Uint32Array(8 * 256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    tables[n] = c >>> 0;
  }
  for (let n = 0; n < 256; n++) {
    for (let t = 1; t < 8; t++) tables[t * 256 + n] = (tables[(t - 1) * 256 + n] >>> 8) ^ tables[tables[(t - 1) * 256 + n] & 0xff];
  }
  return tables;
})();

/** CRC-32 of `bytes`, continuing from `crc` (0 to start). */
export function crc32(bytes: Uint8Array, crc = 0): number {
  const t = CRC_TABLES;
  let c = ~crc;
  let i = 0;
  for (const end = bytes.length - 7; i < end; i += 8) {
    const low = c ^ (bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24));
    c =
      t[1792 + (low & 0xff)] ^
      t[1536 + ((low >>> 8) & 0xff)] ^
      t[1280 + ((low >>> 16) & 0xff)] ^
      t[1024 + (low >>> 24)] ^
      t[768 + bytes[i + 4]] ^
      t[512 + bytes[i + 5]] ^
      t[256 + bytes[i + 6]] ^
      t[bytes[i + 7]];
  }
  for (; i < bytes.length; i++) c = t[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

/**
 * CRC-32 of two byte runs joined, from the CRC-32 of each and the second's length (zlib's
 * crc32_combine): appending `length2` zero bits is a linear map over GF(2), applied to the first
 * CRC by squaring a 32×32 bit matrix once per bit of the length. Lets two threads each take the
 * CRC of their own part of an entry.
 */
export function crc32Combine(crc1: number, crc2: number, length2: number): number {
  if (length2 <= 0) return crc1 >>> 0;
  const times = (matrix: Uint32Array, vector: number) => {
    let sum = 0;
    for (let row = 0, bits = vector >>> 0; bits !== 0; row++, bits >>>= 1) if (bits & 1) sum ^= matrix[row];
    return sum >>> 0;
  };
  const square = (into: Uint32Array, matrix: Uint32Array) => {
    for (let row = 0; row < 32; row++) into[row] = times(matrix, matrix[row]);
  };
  // The operator for one zero bit: the CRC polynomial's shift.
  const odd = new Uint32Array(32);
  odd[0] = 0xedb88320;
  for (let row = 1; row < 32; row++) odd[row] = 1 << (row - 1);
  const even = new Uint32Array(32);
  square(even, odd); // two zero bits
  square(odd, even); // four zero bits
  let crc = crc1 >>> 0;
  // The first square makes the operator for one zero byte, each next one for twice as many: it is
  // applied for every 1 bit of the length.
  let length = length2;
  for (;;) {
    square(even, odd);
    if (length % 2 === 1) crc = times(even, crc);
    length = Math.floor(length / 2);
    if (length === 0) break;
    square(odd, even);
    if (length % 2 === 1) crc = times(odd, crc);
    length = Math.floor(length / 2);
    if (length === 0) break;
  }
  return (crc ^ crc2) >>> 0;
}

export interface ZipEntry {
  name: string;
  /** Deflated bytes: one raw deflate stream, possibly in pieces that follow each other. */
  data: Uint8Array | readonly Uint8Array[];
  crc: number;
  size: number;
}

/** A finished raw deflate stream with the CRC-32 and size of the bytes that went in. */
export interface DeflatedPart {
  data: Uint8Array<ArrayBuffer>;
  crc: number;
  size: number;
}

/** Bytes being deflated as they come. */
export interface DeflatingPart {
  /** Takes the chunk (its buffer may be transferred away); settles once it has been deflated. */
  write(bytes: Uint8Array<ArrayBuffer>): Promise<void>;
  /** Ends the stream: the deflated bytes, their CRC-32 and size. */
  end(): Promise<DeflatedPart>;
  /** Stops: what was deflated is let go. */
  abort(reason?: unknown): void;
}

/**
 * Deflates part of a sheet on another thread. `begin` starts a part; while it is under way the
 * writer sends its chunks when `hasRoom` says so, so only a few are held at a time, and lets a
 * `turn` of its event loop pass after each chunk of its own, in which the other thread's answers
 * arrive.
 */
export interface PartDeflater {
  begin(): PartElsewhere;
}

/** A part being deflated on another thread, which also makes the XML of rows sent as cells. */
export interface PartElsewhere extends DeflatingPart {
  /** Takes rows as cells (their arrays may be transferred away); settles once deflated. */
  writeCells(rows: CellRows): Promise<void>;
  hasRoom(): boolean;
  room(): Promise<void>;
  turn(): Promise<void>;
}

/** The platform's deflate (CompressionStream 'deflate-raw') of the bytes written, with their CRC-32. */
export function deflating(): DeflatingPart {
  const stream = new CompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const output = new Response(stream.readable).arrayBuffer();
  output.catch(() => {}); // awaited by end(), or let go by abort()
  let crc = 0;
  let size = 0;
  return {
    write(bytes) {
      crc = crc32(bytes, crc);
      size += bytes.length;
      return writer.write(bytes);
    },
    async end() {
      await writer.close();
      return { data: new Uint8Array(await output), crc, size };
    },
    abort(reason) {
      writer.abort(reason).catch(() => {});
    },
  };
}

/**
 * The level of a large sheet's deflate (wasm-deflate.ts): at a million rows level 3 deflated
 * 2.4 times faster than CompressionStream for a file 9 % larger; level 2 was faster still but
 * made the file 29 % larger, level 1 62 %.
 */
export const LARGE_SHEET_LEVEL = 3;

/**
 * The deflate of a large sheet's part: miniz_oxide in WebAssembly at LARGE_SHEET_LEVEL, on this
 * thread, with the CRC-32 and size of the bytes written. Each write deflates at once.
 */
export async function fastDeflating(): Promise<DeflatingPart> {
  const deflate = await wasmDeflate(LARGE_SHEET_LEVEL);
  const out: Uint8Array<ArrayBuffer>[] = [];
  let crc = 0;
  let size = 0;
  return {
    write(bytes) {
      try {
        crc = crc32(bytes, crc);
        size += bytes.length;
        const deflated = deflate.write(bytes);
        if (deflated.length > 0) out.push(deflated);
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    end() {
      try {
        out.push(deflate.finish());
        const data = new Uint8Array(out.reduce((sum, piece) => sum + piece.length, 0));
        let at = 0;
        for (const piece of out.splice(0)) {
          data.set(piece, at);
          at += piece.length;
        }
        return Promise.resolve({ data, crc, size });
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    abort() {
      deflate.free();
      out.length = 0;
    },
  };
}

const CHUNKS_IN_FLIGHT = 8;

type Chunk = string | Uint8Array<ArrayBuffer>;

/**
 * Deflates the chunks (text, or bytes already encoded) as they come, keeping the CRC and size of
 * the plain bytes. `between` runs after each chunk: it may wait, and what it throws stops the entry.
 */
export async function deflateEntry(
  name: string,
  chunks: Iterable<Chunk>,
  between?: () => Promise<void> | void,
): Promise<ZipEntry & { data: Uint8Array }> {
  const encoder = new TextEncoder();
  const part = deflating();
  const inFlight: Promise<void>[] = [];
  try {
    for (const chunk of chunks) {
      // Not waiting for each chunk to be deflated lets the next ones be made meanwhile where the
      // platform deflates on another thread (Node); a few chunks in flight bound the memory held.
      const written = part.write(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      written.catch(() => {}); // awaited below or failing end()
      inFlight.push(written);
      if (inFlight.length > CHUNKS_IN_FLIGHT) await inFlight.shift();
      await between?.();
    }
  } catch (error) {
    // Stopped: what was deflated so far is let go at once.
    part.abort(error);
    throw error;
  }
  const { data, crc, size } = await part.end();
  return { name, data, crc, size };
}

/**
 * An entry deflated in two parts at once: `last` (the entry's end, as bytes or as rows of cells
 * whose XML the other thread makes) by `elsewhere`, another thread, and `first` here; the two
 * streams are then joined into one (deflate-join.ts). Chunks of both are made here, alternately:
 * one of `last` whenever the other thread has room for it, else one of `first`, deflated here. So both threads stay busy and only a few chunks are ever held. Both parts
 * are large, so both are deflated by `fastDeflating` (the other thread's too: sheet-deflate.worker.ts).
 */
export async function deflateEntryInTwo(
  name: string,
  first: Iterable<Chunk>,
  last: Iterable<Chunk | CellRows>,
  elsewhere: PartElsewhere,
  between?: () => Promise<void> | void,
): Promise<ZipEntry> {
  const encoder = new TextEncoder();
  const bytesOf = (chunk: Chunk) => (typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
  const here = await fastDeflating();
  const firstChunks = first[Symbol.iterator]();
  const lastChunks = last[Symbol.iterator]();
  let firstDone = false;
  let lastDone = false;
  const inFlight: Promise<void>[] = [];
  try {
    while (!firstDone || !lastDone) {
      if (!lastDone && (firstDone || elsewhere.hasRoom())) {
        if (!elsewhere.hasRoom()) await elsewhere.room();
        const next = lastChunks.next();
        if (next.done) lastDone = true;
        else {
          const { value } = next;
          const sent =
            typeof value === 'string' || value instanceof Uint8Array ? elsewhere.write(bytesOf(value)) : elsewhere.writeCells(value);
          sent.catch(() => {}); // a failure surfaces in end()
        }
      } else {
        const next = firstChunks.next();
        if (next.done) firstDone = true;
        else {
          const written = here.write(bytesOf(next.value));
          written.catch(() => {});
          inFlight.push(written);
          if (inFlight.length > CHUNKS_IN_FLIGHT) await inFlight.shift();
          // The other thread's answers (room for more) come in as tasks of this thread.
          await elsewhere.turn();
        }
      }
      await between?.();
    }
  } catch (error) {
    here.abort(error);
    elsewhere.abort(error);
    throw error;
  }
  const [mine, theirs] = await Promise.all([here.end(), elsewhere.end()]);
  return {
    name,
    data: [...continuedStream(mine.data), theirs.data],
    crc: crc32Combine(mine.crc, theirs.crc, theirs.size),
    size: mine.size + theirs.size,
  };
}

// 1980-01-01 00:00 in DOS form: the files carry no real time, so the bytes depend only on content.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/**
 * What an entry's local header and its central directory record both say, in the same order from
 * `at` on: version needed, flags, method, time, date, CRC-32, deflated and real size, name length.
 */
function describeEntry(view: DataView, at: number, entry: ZipEntry, deflatedSize: number, nameLength: number): void {
  view.setUint16(at, 20, true);
  view.setUint16(at + 2, 0x0800, true); // names are UTF-8
  view.setUint16(at + 4, 8, true); // deflate
  view.setUint16(at + 6, DOS_TIME, true);
  view.setUint16(at + 8, DOS_DATE, true);
  view.setUint32(at + 10, entry.crc, true);
  view.setUint32(at + 14, deflatedSize, true);
  view.setUint32(at + 18, entry.size, true);
  view.setUint16(at + 22, nameLength, true);
}

/** The zip file of deflated entries. */
export function zip(entries: readonly ZipEntry[]): Uint8Array {
  const encoder = new TextEncoder();
  const names = entries.map((entry) => encoder.encode(entry.name));
  const pieces = entries.map((entry) => (entry.data instanceof Uint8Array ? [entry.data] : entry.data));
  const dataSizes = pieces.map((each) => each.reduce((sum, piece) => sum + piece.length, 0));
  const localSize = names.reduce((sum, name, k) => sum + 30 + name.length + dataSizes[k], 0);
  const centralSize = names.reduce((sum, name) => sum + 46 + name.length, 0);
  const bytes = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(bytes.buffer);
  const offsets: number[] = [];
  let at = 0;
  entries.forEach((entry, k) => {
    offsets.push(at);
    view.setUint32(at, 0x04034b50, true);
    describeEntry(view, at + 4, entry, dataSizes[k], names[k].length);
    view.setUint16(at + 28, 0, true); // no extra field
    bytes.set(names[k], at + 30);
    let into = at + 30 + names[k].length;
    for (const piece of pieces[k]) {
      bytes.set(piece, into);
      into += piece.length;
    }
    at = into;
  });
  const centralStart = at;
  entries.forEach((entry, k) => {
    view.setUint32(at, 0x02014b50, true);
    view.setUint16(at + 4, 20, true); // made by zip 2.0
    describeEntry(view, at + 6, entry, dataSizes[k], names[k].length);
    // extra length, comment length, disk, internal and external attributes: all 0
    view.setUint32(at + 42, offsets[k], true);
    bytes.set(names[k], at + 46);
    at += 46 + names[k].length;
  });
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, entries.length, true);
  view.setUint16(at + 10, entries.length, true);
  view.setUint32(at + 12, at - centralStart, true);
  view.setUint32(at + 16, centralStart, true);
  return bytes;
}
