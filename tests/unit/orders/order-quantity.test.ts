import fc from 'fast-check';
import { ungrouped } from '../../support/thousands';
import { describe, expect, it } from 'vitest';
import {
  blocksSending,
  maxPacksMessage,
  maxPacksPerLine,
  orderAmountProblem,
  quantityFlag,
  readPacks,
  unusualLines,
  wholePacksMessage,
} from '../../../src/domain/orders/order-quantity';

/** Texts a user may type or paste: digits, near misses and anything at all. */
const typed = fc.oneof(
  fc.stringMatching(/^\s?\d{0,7}\s?$/u),
  fc.stringMatching(/^[\d ,.+\-eE]{0,8}$/u),
  fc.constantFrom(
    '',
    ' 1',
    '1 ',
    '-1',
    '1e3',
    '1.5',
    '1,5',
    '０１',
    '١٢',
    '12а',
    '1a2b',
    '0x10',
    'Infinity',
    '10000',
    '10001',
    '9'.repeat(400),
  ),
  fc.string({ maxLength: 14 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
);

describe('a typed order quantity', () => {
  it.each([
    ['1,5', wholePacksMessage],
    ['1.5', wholePacksMessage],
    ['-5', wholePacksMessage],
    ['+5', wholePacksMessage],
    ['1a2b', wholePacksMessage],
    ['1  000', wholePacksMessage],
    ['1 50', wholePacksMessage],
    ['1 000,5', wholePacksMessage],
    ['1e3', wholePacksMessage],
    ['١٢', wholePacksMessage],
    ['10001', maxPacksMessage],
    ['599999999999', maxPacksMessage],
  ])('refuses %j: «%s»', (text, message) => {
    expect(readPacks(text)).toEqual({ refused: message });
  });

  it.each([
    ['', 0],
    ['0', 0],
    ['007', 7],
    [' 12 ', 12],
    ['10000', 10_000],
    // Thousands as the box shows them.
    ['1 500', 1500],
    ['10\u00a0000', 10_000],
  ])('reads %j as %d packs', (text, packs) => {
    expect(readPacks(text)).toEqual({ packs });
  });

  it('says the bound in words', () => {
    expect(maxPacksMessage).toBe('Не больше 10 000 упаковок в строке');
  });

  // Property: no typed string is ever read as a number other than the one it spells.
  it('reads a text either as the number its digits spell or not at all', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const reading = readPacks(text);
        if ('refused' in reading) return;
        // Spaces between thousands, as the box shows them, mean nothing.
        const trimmed = ungrouped(text);
        // Only plain ASCII digits are ever read, and as the whole number they spell.
        expect(trimmed === '' || /^[0-9]+$/u.test(trimmed)).toBe(true);
        expect(BigInt(reading.packs)).toBe(trimmed === '' ? 0n : BigInt(trimmed));
        expect(reading.packs).toBeLessThanOrEqual(maxPacksPerLine);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads every allowed quantity back from its spelling, with or without leading zeros and spaces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxPacksPerLine }), fc.nat(3), fc.constantFrom('', ' ', '\t'), (packs, zeros, space) => {
        expect(readPacks(`${space}${'0'.repeat(zeros)}${packs}${space}`)).toEqual({ packs });
      }),
    );
  });

  it('refuses every number above the bound, however written', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: BigInt(maxPacksPerLine) + 1n, max: 10n ** 40n }), (packs) => {
        expect(readPacks(String(packs))).toEqual({ refused: maxPacksMessage });
      }),
    );
  });

  it('refuses a decimal or a signed number whatever its digits: nothing is dropped or glued', () => {
    fc.assert(
      fc.property(fc.nat(9999), fc.nat(99), fc.constantFrom(',', '.'), fc.constantFrom('', '-', '+'), (whole, part, separator, sign) => {
        expect(readPacks(`${sign}${whole}${separator}${part}`)).toEqual({ refused: wholePacksMessage });
        if (sign) expect(readPacks(`${sign}${whole}`)).toEqual({ refused: wholePacksMessage });
      }),
    );
  });
});

describe('an order amount sent to the gateway', () => {
  it.each([
    [1, null],
    [10_000, null],
    [0, 'количество должно быть больше нуля'],
    [1.5, wholePacksMessage],
    [-5, wholePacksMessage],
    [Number.NaN, wholePacksMessage],
    [Infinity, wholePacksMessage],
    [10_001, maxPacksMessage],
    [1e307, maxPacksMessage],
  ])('%d: %s', (amount, problem) => {
    expect(orderAmountProblem(amount)).toBe(problem);
  });
});

describe('unusual quantities', () => {
  it('marks a quantity above the bound, or more than 3× the proposal and above 20 packs', () => {
    expect(quantityFlag(10_001, 10_001)).toBe('aboveBound');
    expect(quantityFlag(10_000, 10_000)).toBeNull();
    expect(quantityFlag(31, 10)).toBe('farAbove');
    expect(quantityFlag(30, 10)).toBeNull();
    expect(quantityFlag(20, 0)).toBeNull();
    expect(quantityFlag(21, 0)).toBe('farAbove');
    expect(quantityFlag(500, 400)).toBeNull();
  });

  it('names a product once, its rows added up, and only a line above the bound blocks sending', () => {
    const lines = unusualLines([
      { promotionalProductId: 1, name: 'Аспирин', packs: 6000, recommended: 5000 },
      { promotionalProductId: 1, name: 'Аспирин', packs: 6000, recommended: 5000 },
      { promotionalProductId: 2, name: 'Нурофен', packs: 100, recommended: 2 },
      { promotionalProductId: 3, name: 'Но-шпа', packs: 5, recommended: 5 },
    ]);
    expect(lines).toEqual([
      { promotionalProductId: 1, name: 'Аспирин', packs: 12_000, recommended: 10_000, flag: 'aboveBound' },
      { promotionalProductId: 2, name: 'Нурофен', packs: 100, recommended: 2, flag: 'farAbove' },
    ]);
    expect(blocksSending(lines)).toBe(true);
    expect(blocksSending(lines.slice(1))).toBe(false);
    expect(blocksSending(undefined)).toBe(false);
  });
});
