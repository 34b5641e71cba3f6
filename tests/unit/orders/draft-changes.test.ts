import { describe, expect, it } from 'vitest';
import { draftChangeText, linesByKey, matchDraftEdits, type KeptEdit, type LineNow } from '../../../src/domain/orders/draft-changes';

/**
 * A kept draft met again: its typed quantities go where their lines are, and what changed under
 * them since (a line gone, a new price, a new stock) is listed in the pharmacy's words.
 */
const edit = (key: string, price: number | null, balance: number | null, text = '5'): KeptEdit => ({
  key,
  text,
  name: `Товар ${key}`,
  price,
  balance,
});

describe('what changed under a kept draft', () => {
  it('says each change in words, a dash where a figure was not known', () => {
    expect(draftChangeText({ kind: 'gone', name: 'Аспирин', text: '12' })).toBe('Позиции больше нет: Аспирин (было введено 12)');
    expect(draftChangeText({ kind: 'price', name: 'Аспирин', before: 1234.5, after: null })).toBe(
      'Цена изменилась: Аспирин — 1 234,50 ₽ → —',
    );
    expect(draftChangeText({ kind: 'price', name: 'Аспирин', before: null, after: 99 })).toBe('Цена изменилась: Аспирин — — → 99,00 ₽');
    expect(draftChangeText({ kind: 'balance', name: 'Аспирин', before: null, after: 1500 })).toBe('Остаток изменился: Аспирин — — → 1 500');
    expect(draftChangeText({ kind: 'balance', name: 'Аспирин', before: 3, after: null })).toBe('Остаток изменился: Аспирин — 3 → —');
  });

  it('applies each typed quantity on every line of its product and lists a line no longer there', () => {
    const now: Record<number, LineNow> = { 0: { price: 10, balance: 4 }, 1: { price: 10, balance: 4 }, 2: { price: 7, balance: 1 } };
    const byKey = new Map([
      ['a', [0, 1]],
      ['b', [2]],
    ]);
    const { applied, changes } = matchDraftEdits(
      [edit('a', 10, 4, '3'), edit('b', 7, 1, '8'), edit('c', 1, 1, '2')],
      (key) => byKey.get(key),
      (index) => now[index],
    );
    expect(applied).toEqual([
      [0, '3'],
      [1, '3'],
      [2, '8'],
    ]);
    expect(changes).toEqual([{ kind: 'gone', name: 'Товар c', text: '2' }]);
  });

  it('counts a price as changed from half a kopeck, and a figure that became known or unknown', () => {
    const lineAt = (line: LineNow) => () => line;
    const found = () => [0];
    const changesOf = (kept: KeptEdit, line: LineNow) => matchDraftEdits([kept], found, lineAt(line)).changes.map((change) => change.kind);
    expect(changesOf(edit('a', 10, 4), { price: 10.004, balance: 4 })).toEqual([]);
    expect(changesOf(edit('a', 0, 4), { price: 0.005, balance: 4 })).toEqual(['price']);
    expect(changesOf(edit('a', 10, 4), { price: 11, balance: 4 })).toEqual(['price']);
    expect(changesOf(edit('a', null, null), { price: null, balance: null })).toEqual([]);
    expect(changesOf(edit('a', null, 4), { price: 10, balance: 4 })).toEqual(['price']);
    expect(changesOf(edit('a', 10, 4), { price: null, balance: 4 })).toEqual(['price']);
    expect(changesOf(edit('a', 10, 4), { price: 10, balance: null })).toEqual(['balance']);
    expect(changesOf(edit('a', 10, null), { price: 10, balance: 6 })).toEqual(['balance']);
    expect(changesOf(edit('a', 10, 4), { price: 10, balance: 6 })).toEqual(['balance']);
  });
});

describe('the lines loaded now, by their keys', () => {
  it('gathers every line of a key in order, leaving out lines without one', () => {
    const keys = ['a', null, 'b', 'a', null];
    expect([...linesByKey(keys.length, (index) => keys[index])]).toEqual([
      ['a', [0, 3]],
      ['b', [2]],
    ]);
  });
});
