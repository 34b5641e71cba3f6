/** Texts as a columnar answer sends them: their UTF-8 bytes one after another, with the offsets. */
export const utf8 = (texts: string[]) => {
  const encoded = texts.map((text) => new TextEncoder().encode(text));
  const offsets = [0];
  for (const bytes of encoded) offsets.push(offsets.at(-1)! + bytes.length);
  const bytes = new Uint8Array(offsets.at(-1)!);
  encoded.forEach((part, i) => bytes.set(part, offsets[i]));
  return { bytes, offsets };
};
