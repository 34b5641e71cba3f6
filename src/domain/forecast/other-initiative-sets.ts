import { OTHER_INITIATIVES_SEPARATOR, otherInitiativeKey } from './column-batch';
import type { InitiativeRef } from './row';

/**
 * The codes of the rows' sets of other initiatives for a columnar batch, without a string per row:
 * rows pushed one by one build a key of ids and names per row (columns.ts); a million such keys
 * were most of the garbage of a columnar load. Here each (id, name) gets a small number (a ref)
 * once: an id's name is compared with the name it came with first (the batch's dictionary hands
 * the same string for every repetition, so the comparison is by reference). A set of one is looked
 * up by its ref, a set of two by one number made of both, and only a longer set builds a short key
 * of numbers. A set met for the first time goes through the builder's own code (`codeOf`, keyed by
 * ids and names), so rows and batches give one set one code.
 */
export function createOtherInitiativeSets(codeOf: (key: string, set: () => InitiativeRef[]) => number) {
  const refs: InitiativeRef[] = [];
  const refByKey = new Map<string, number>();
  /** The ref of an id with the name it came with first (nearly always its only one). */
  const refById = new Map<number, number>();
  const setOfOne = new Map<number, number>();
  const setOfTwo = new Map<number, number>();
  const setOfFew = new Map<number, number>();
  const setOfMany = new Map<string, number>();
  let emptySet = -1;

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

  /** The code of the set whose items' refs are `set` (reused by the caller between rows). */
  function codeOfRefs(set: readonly number[]): number {
    if (set.length === 0) {
      if (emptySet === -1) emptySet = canonical(set);
      return emptySet;
    }
    if (set.length === 1) {
      let code = setOfOne.get(set[0]);
      if (code === undefined) setOfOne.set(set[0], (code = canonical(set)));
      return code;
    }
    // Two refs make one number key (fewer than 2^26 refs: far more than there are initiatives).
    if (set.length === 2 && refs.length < 2 ** 26) {
      const pair = set[0] * 2 ** 26 + set[1];
      let code = setOfTwo.get(pair);
      if (code === undefined) setOfTwo.set(pair, (code = canonical(set)));
      return code;
    }
    // Up to six refs below 256 (a pharmacy's initiatives are a few dozen) make one number too:
    // digits base 257, so no string is built per row for the usual sets of three or four.
    if (set.length <= 6 && refs.length < 256) {
      let key = 0;
      for (const ref of set) key = key * 257 + ref + 1;
      let code = setOfFew.get(key);
      if (code === undefined) setOfFew.set(key, (code = canonical(set)));
      return code;
    }
    const key = set.join(',');
    let code = setOfMany.get(key);
    if (code === undefined) setOfMany.set(key, (code = canonical(set)));
    return code;
  }

  return { refOf, codeOfRefs };
}

export type OtherInitiativeSets = ReturnType<typeof createOtherInitiativeSets>;
