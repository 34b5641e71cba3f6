/**
 * Dictionary encoding: a string column of a million rows holds a few hundred distinct values
 * (initiatives, promoters, supplier groups). Each row keeps a small integer code; the strings are
 * kept once. Filters then compare integers, and the codes live in typed arrays that a worker can
 * transfer.
 */
export interface Dictionary {
  /** Code → value; a code is the value's position here. */
  readonly values: string[];
  readonly codes: Map<string, number>;
}

export const createDictionary = (): Dictionary => ({ values: [], codes: new Map() });

/** The code of a value, adding the value when it is new. */
export function encode(dictionary: Dictionary, value: string): number {
  let code = dictionary.codes.get(value);
  if (code === undefined) {
    code = dictionary.values.length;
    dictionary.values.push(value);
    dictionary.codes.set(value, code);
  }
  return code;
}

/** A lookup table code → chosen, for filters over a column of codes. */
export function codeMask(dictionary: Dictionary, chosen: Iterable<string>): Uint8Array {
  const mask = new Uint8Array(dictionary.values.length);
  for (const value of chosen) {
    const code = dictionary.codes.get(value);
    if (code !== undefined) mask[code] = 1;
  }
  return mask;
}
