/**
 * PostgreSQL's binary COPY format, for PGlite: its query protocol hands bytea over as hex text
 * (a 28 MB record batch took 27 s to insert and 5 s to select), while `COPY … '/dev/blob' WITH
 * (FORMAT binary)` moves the raw bytes (1.8 s in, 0.2 s out). Pure framing: a signature and
 * header, then per row a field count and each field as length + bytes (-1 for null), then -1.
 */
const signature = Uint8Array.of(0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00);
/** Signature, flags (int32 0), header extension length (int32 0). */
const headerLength = signature.length + 8;

/** A row's fields as the binary COPY parts of one file (fields already in their binary form). */
export function copyBinaryParts(rows: readonly (readonly Uint8Array[])[]): Uint8Array[] {
  const parts: Uint8Array[] = [];
  const header = new Uint8Array(headerLength);
  header.set(signature);
  parts.push(header);
  for (const fields of rows) {
    const count = new Uint8Array(2);
    new DataView(count.buffer).setInt16(0, fields.length);
    parts.push(count);
    for (const field of fields) {
      const length = new Uint8Array(4);
      new DataView(length.buffer).setInt32(0, field.length);
      parts.push(length, field);
    }
  }
  parts.push(Uint8Array.of(0xff, 0xff));
  return parts;
}

/** The rows of a binary COPY file, each field's bytes (null for a null field), without copying them. */
export function readCopyBinary(file: Uint8Array): (Uint8Array | null)[][] {
  for (let i = 0; i < signature.length; i++) if (file[i] !== signature[i]) throw new Error('not a binary COPY file');
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let at = headerLength + view.getInt32(signature.length + 4);
  const rows: (Uint8Array | null)[][] = [];
  for (;;) {
    const count = view.getInt16(at);
    at += 2;
    if (count === -1) return rows;
    const fields: (Uint8Array | null)[] = [];
    for (let f = 0; f < count; f++) {
      const length = view.getInt32(at);
      at += 4;
      if (length === -1) fields.push(null);
      else {
        fields.push(file.subarray(at, at + length));
        at += length;
      }
    }
    rows.push(fields);
  }
}

/** A uuid's 16 bytes (its binary COPY form). */
export function uuidBytes(uuid: string): Uint8Array {
  return Uint8Array.from(uuid.replaceAll('-', '').match(/../gu) ?? [], (pair) => parseInt(pair, 16));
}

/** An int4's binary COPY form. */
export function int4Bytes(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setInt32(0, value);
  return bytes;
}
