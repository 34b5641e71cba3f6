import { BrokenBatchError, OTHER_INITIATIVES_SEPARATOR, otherInitiativeKey, type InitiativeLists } from './column-batch';
import type { InitiativeRef } from './row';
import { createSetCodes } from './set-codes';

/**
 * The codes of the rows' sets of other initiatives for a columnar batch, without a string or an
 * allocation per row: rows pushed one by one build a key of ids and names per row (columns.ts); a
 * million such keys were most of the garbage of a columnar load.
 *
 * Each (id, name) gets a small number (a ref) once; within a batch an item's ref is found by its
 * name's code in the batch dictionary (a typed-array lookup), and only a code met with another id
 * asks again. A set of up to five refs below 1 024 (a pharmacy has a few dozen initiatives) is one
 * number, its refs as digits base 1 025, found in a hash table of typed arrays (set-codes.ts): one
 * lookup a row, no key boxed or built. A set met for the first time goes through the builder's
 * own code (`codeOf`, keyed by ids and names), so rows and batches give one set one code. A longer
 * set falls back to a key of its refs.
 */
const refLimit = 1024;
const digitsInKey = 5;

export function createOtherInitiativeSets(codeOf: (key: string, set: () => InitiativeRef[]) => number) {
  const refs: InitiativeRef[] = [];
  const refByKey = new Map<string, number>();
  /** The ref of an id with the name it came with first (nearly always its only one). */
  const refById = new Map<number, number>();
  const setOfKey = createSetCodes();
  const setOfMany = new Map<string, number>();

  /** The ref of the item (id, name). */
  function refOf(id: number, name: string): number {
    const known = refById.get(id);
    if (known !== undefined && refs[known].name === name) return known;
    const key = otherInitiativeKey(id, name);
    let ref = refByKey.get(key);
    if (ref === undefined) {
      ref = refs.length;
      refs.push({ id, name });
      refByKey.set(key, ref);
      if (known === undefined) refById.set(id, ref);
    }
    return ref;
  }

  function canonical(set: readonly number[]): number {
    const key = set.map((ref) => otherInitiativeKey(refs[ref].id, refs[ref].name)).join(OTHER_INITIATIVES_SEPARATOR);
    return codeOf(key, () => set.map((ref) => ({ ...refs[ref] })));
  }

  /** The code of a set of refs not found by its packed key: a longer one, or one met for the first time. */
  function codeOfRefs(set: number[], key: number | null): number {
    if (key !== null) {
      const code = canonical(set);
      setOfKey.set(key, code);
      return code;
    }
    const text = set.join(',');
    let code = setOfMany.get(text);
    if (code === undefined) setOfMany.set(text, (code = canonical(set)));
    return code;
  }

  /**
   * The set code of each of the batch's `length` rows, written into `codes`, in one pass over the
   * items (their lists checked by the caller). Checks the names' codes against the dictionary;
   * appends nothing (refs made are only names for later).
   */
  function codesOfBatch(others: InitiativeLists, length: number, codes: Uint32Array): void {
    const { offsets, ids, names } = others;
    const size = names.values.length;
    // Each item's ref, found once per name code of the batch dictionary (and again for another id).
    const memoId = new Float64Array(size).fill(NaN);
    const memoRef = new Int32Array(size);
    const refAt = (k: number): number => {
      const code = names.codes[k];
      const id = ids[k];
      if (memoId[code] !== id) {
        if (!(code >= 0 && code < size)) throw new BrokenBatchError(`код ${code} вне словаря из ${size}`);
        memoRef[code] = refOf(id, names.values[code]);
        memoId[code] = id;
      }
      return memoRef[code];
    };
    const refsOf = (from: number, to: number) => Array.from({ length: to - from }, (_, j) => refAt(from + j));
    for (let i = 0; i < length; i++) {
      const from = offsets[i];
      const to = offsets[i + 1];
      let key = 0;
      let packed = to - from <= digitsInKey;
      // Refs as digits base refLimit + 1, the first item the lowest digit; 0 is the empty set.
      for (let k = to - 1; k >= from && packed; k--) {
        const ref = refAt(k);
        if (ref >= refLimit) packed = false;
        key = key * (refLimit + 1) + ref + 1;
      }
      const code = packed ? setOfKey.get(key) : -1;
      codes[i] = code >= 0 ? code : codeOfRefs(refsOf(from, to), packed ? key : null);
    }
  }

  return { codesOfBatch };
}

export type OtherInitiativeSets = ReturnType<typeof createOtherInitiativeSets>;
