/**
 * The one order of texts the portal and the gateway sort by: Russian alphabetical order, numbers
 * by value ('Группа 2' before 'Группа 10'), Latin after Cyrillic. Filter options merged on the
 * portal, read from the positions in the worker and answered by the gateway all come in it.
 *
 * It is ICU's order for Russian with numbers by value (`new Intl.Collator('ru', { numeric: true })`),
 * written out for the characters names are written in: Cyrillic and Latin letters, digits, spaces,
 * the common signs and '№'. A text with any other character is compared by that collator itself. Why
 * not always the collator: a page's first Intl object starts ICU, 10–50 ms of the main thread on a
 * desktop (four times that on a phone), and the report screens sorted as soon as their code loaded.
 * tests/unit/russian-order.test.ts holds the two orders equal, character by character and on
 * random texts.
 */

/**
 * The characters by ICU's first strength (primary), in its order; those in one group differ only
 * in accent (secondary: е, ё) or case (tertiary: а, А; a space, a no-break space). In a group the
 * character at index i has accent ⌊i / 2⌋ and case i mod 2. Digits come as numbers, between the
 * signs and the letters; '№' is read as 'No' (below).
 */
const signs = [' \u00a0', ...'_-–—,;:!?.\'"«»()[]{}@*/\\&#%`^+<=>|~$'];
const cyrillic = 'аА бБ вВ гГ дД еЕёЁ жЖ зЗ иИ йЙ кК лЛ мМ нН оО пП рР сС тТ уУ фФ хХ цЦ чЧ шШ щЩ ъЪ ыЫ ьЬ эЭ юЮ яЯ'.split(' ');
const latin = 'aA bB cC dD eE fF gG hH iI jJ kK lL mM nN oO pP qQ rR sS tT uU vV wW xX yY zZ'.split(' ');

/** The groups by primary weight, from 1; the empty one is where numbers stand. */
const groups = [...signs, '', ...cyrillic, ...latin];
/** Char codes below this are looked up in the tables: up to the em dash. */
const tableSize = Math.max(...groups.flatMap((group) => [...group].map((character) => character.charCodeAt(0)))) + 1;
/** Each character's primary weight (0: not written out, the collator decides), accent and case. */
const primaryOf = new Uint8Array(tableSize);
const accentOf = new Uint8Array(tableSize);
const caseOf = new Uint8Array(tableSize);

const digitsPrimary = signs.length + 1;
groups.forEach((group, index) => {
  [...group].forEach((character, position) => {
    const code = character.charCodeAt(0);
    primaryOf[code] = index + 1;
    accentOf[code] = position >> 1;
    caseOf[code] = position & 1;
  });
});

let collator: Intl.Collator | undefined;
const byCollator = (a: string, b: string): number => {
  // Made only for a text with a character not written out above, never at a page's start.
  // eslint-disable-next-line no-restricted-globals
  collator ??= new Intl.Collator('ru', { numeric: true });
  return collator.compare(a, b);
};

const isDigit = (code: number) => code >= 48 && code <= 57;
const writtenOut = (code: number) => code < tableSize && primaryOf[code] !== 0;
/** Where the run of digits starting at `from` ends. */
function digitsEnd(text: string, from: number): number {
  let end = from;
  while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
  return end;
}
/** Two runs of digits by value: leading zeros skipped, then the longer is larger, then digit by digit. */
function compareNumbers(a: string, aFrom: number, aEnd: number, b: string, bFrom: number, bEnd: number): number {
  while (aFrom < aEnd - 1 && a.charCodeAt(aFrom) === 48) aFrom += 1;
  while (bFrom < bEnd - 1 && b.charCodeAt(bFrom) === 48) bFrom += 1;
  if (aEnd - aFrom !== bEnd - bFrom) return aEnd - aFrom - (bEnd - bFrom);
  for (; aFrom < aEnd; aFrom += 1, bFrom += 1) {
    const difference = a.charCodeAt(aFrom) - b.charCodeAt(bFrom);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** A sign that a character is not written out: the collator compares the two texts. */
const unknown = Number.NaN;

/**
 * '№', which ICU reads as two letters, N then o (its decomposition 'No'), with a case of its own
 * after every other on the N: '№' comes after 'NO'. The o's case never decides (the N's already has
 * whenever they differ), so it is the o's own.
 */
const numero = 0x2116;
const numeroWeight = (strength: Uint8Array, second: boolean): number => {
  if (strength === primaryOf) return primaryOf[second ? 0x6f : 0x6e];
  return strength === caseOf && !second ? 2 : 0;
};

const known = (code: number) => isDigit(code) || code === numero || writtenOut(code);

/**
 * The two texts at one strength: 'primary' (letters and numbers), then what differs at 'accent'
 * or 'case' only once they are equal there. A number is one element, equal at every strength to
 * any other of its value; '№' is two. A place in a text is its index times two, plus one on the
 * second element of a '№'.
 */
function compareAt(strength: Uint8Array, a: string, b: string): number {
  let p = 0;
  let q = 0;
  while (p >> 1 < a.length && q >> 1 < b.length) {
    const aCode = a.charCodeAt(p >> 1);
    const bCode = b.charCodeAt(q >> 1);
    // The same letter or sign in both: equal at every strength (most of a shared start). Not a
    // digit, which is part of a number, nor '№', which has two halves.
    if (aCode === bCode && writtenOut(aCode)) {
      p += 2;
      q += 2;
      continue;
    }
    if (!known(aCode) || !known(bCode)) return unknown;
    const aDigit = isDigit(aCode);
    const bDigit = isDigit(bCode);
    if (aDigit && bDigit) {
      const aEnd = digitsEnd(a, p >> 1);
      const bEnd = digitsEnd(b, q >> 1);
      if (strength === primaryOf) {
        const byValue = compareNumbers(a, p >> 1, aEnd, b, q >> 1, bEnd);
        if (byValue !== 0) return byValue;
      }
      p = aEnd << 1;
      q = bEnd << 1;
      continue;
    }
    const aWeight = weightAt(strength, a, p);
    const bWeight = weightAt(strength, b, q);
    if (aWeight !== bWeight) return aWeight - bWeight;
    p = after(a, p);
    q = after(b, q);
  }
  if (p >> 1 < a.length || q >> 1 < b.length) {
    // One text goes on where the other has ended: longer is later, unless what is left is unknown.
    const rest = p >> 1 < a.length ? a.slice(p >> 1) : b.slice(q >> 1);
    for (let k = 0; k < rest.length; k += 1) if (!known(rest.charCodeAt(k))) return unknown;
    return p >> 1 < a.length ? 1 : -1;
  }
  return 0;
}

/** The weight at a place in a text (not two numbers against each other): a number's accent and case are any digit's, none. */
function weightAt(strength: Uint8Array, text: string, place: number): number {
  const code = text.charCodeAt(place >> 1);
  if (isDigit(code)) return strength === primaryOf ? digitsPrimary : 0;
  if (code === numero) return numeroWeight(strength, (place & 1) === 1);
  return strength[code];
}

/** The place after the element at `place`: past a number's digits, to the second half of a '№', or to the next character. */
function after(text: string, place: number): number {
  const code = text.charCodeAt(place >> 1);
  if (isDigit(code)) return digitsEnd(text, place >> 1) << 1;
  // Each character spans two places: a '№' is read at both (its N, then its o), any other once.
  return code === numero ? place + 1 : place + 2;
}

export function compareRussian(a: string, b: string): number {
  const byLetters = compareAt(primaryOf, a, b);
  if (byLetters !== 0) return Number.isNaN(byLetters) ? byCollator(a, b) : Math.sign(byLetters);
  const byAccent = compareAt(accentOf, a, b);
  if (byAccent !== 0) return Math.sign(byAccent);
  return Math.sign(compareAt(caseOf, a, b));
}

/** By name in Russian order, then by id: entries of the same name keep one order. */
export const compareByName = <T extends { id: number; name: string }>(a: T, b: T): number => compareRussian(a.name, b.name) || a.id - b.id;

/** Each text once, sorted. */
export const sortedTexts = (texts: Iterable<string>): string[] => [...new Set(texts)].sort(compareRussian);

/** Each id once (the first seen), sorted by name, then id. */
export function sortedById<T extends { id: number; name: string }>(entries: Iterable<T>): T[] {
  const byId = new Map<number, T>();
  for (const entry of entries) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  return [...byId.values()].sort(compareByName);
}
