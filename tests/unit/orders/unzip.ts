import { inflateRawSync } from 'node:zlib';
import { crc32 } from '../../../src/domain/orders/zip';

/**
 * Reads a zip the way any unzip tool does: from the central directory, checking every entry's
 * CRC and size. Independent of SheetJS, so a test sees the container itself is sound.
 */
export function unzip(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  if (view.getUint32(end, true) !== 0x06054b50) throw new Error('no end of central directory');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files = new Map<string, string>();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let k = 0; k < count; k++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const compressed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (view.getUint32(local, true) !== 0x04034b50) throw new Error(`bad local header of ${name}`);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + compressed);
    const plain = method === 8 ? new Uint8Array(inflateRawSync(data)) : data;
    if (plain.length !== size) throw new Error(`size of ${name} does not match`);
    if (crc32(plain) !== crc) throw new Error(`CRC of ${name} does not match`);
    files.set(name, decoder.decode(plain));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return files;
}
