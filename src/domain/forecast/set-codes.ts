/**
 * A map from a whole number below 2^53 (a set of other initiatives packed into one number,
 * other-initiative-sets.ts) to a code, in typed arrays with open addressing: a lookup is a few
 * multiplications and array reads, where a Map of numbers costs a hash of a boxed double and a
 * chain walk, once a row over a million rows.
 */
export function createSetCodes(capacity = 1024) {
  let size = 0;
  let bits = Math.max(4, Math.ceil(Math.log2(capacity * 2)));
  // Key + 1, so 0 marks an empty slot.
  let keys = new Float64Array(1 << bits);
  let codes = new Int32Array(1 << bits);

  const slotOf = (key: number, mask: number) => {
    // The key's two 32-bit halves mixed (Fibonacci hashing); exact for any whole number below 2^53.
    const low = key >>> 0;
    const high = (key - low) / 4294967296;
    return (Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) >>> (32 - bits)) & mask;
  };

  /** The key's code; -1 when it has none. */
  function get(key: number): number {
    const mask = keys.length - 1;
    for (let slot = slotOf(key, mask); ; slot = (slot + 1) & mask) {
      const kept = keys[slot];
      if (kept === key + 1) return codes[slot];
      if (kept === 0) return -1;
    }
  }

  function set(key: number, code: number): void {
    if (2 * (size + 1) > keys.length) grow();
    const mask = keys.length - 1;
    let slot = slotOf(key, mask);
    while (keys[slot] !== 0 && keys[slot] !== key + 1) slot = (slot + 1) & mask;
    if (keys[slot] === 0) size++;
    keys[slot] = key + 1;
    codes[slot] = code;
  }

  function grow(): void {
    const [oldKeys, oldCodes] = [keys, codes];
    bits++;
    keys = new Float64Array(1 << bits);
    codes = new Int32Array(1 << bits);
    size = 0;
    for (let slot = 0; slot < oldKeys.length; slot++) if (oldKeys[slot] !== 0) set(oldKeys[slot] - 1, oldCodes[slot]);
  }

  return { get, set };
}
