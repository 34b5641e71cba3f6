import { describe, expect, it } from 'vitest';
import type { KeptEdit } from '../../../src/domain/orders/draft-changes';
import { mergeDraftEdits, typedTwiceText } from '../../../src/domain/orders/draft-merge';

/**
 * A draft changed offline here and meanwhile in another browser: the gateway's lines, with every
 * line this computer changed since the revision its copy was made from over them.
 */
const line = (key: string, text: string): KeptEdit => ({ key, text, name: `Товар ${key}`, price: 120.5, balance: 4 });
const texts = (edits: readonly KeptEdit[]) => Object.fromEntries(edits.map((edit) => [edit.key, edit.text]));

describe('merging this computer’s draft lines into the gateway’s', () => {
  it('keeps a line typed here and a line typed on the gateway since', () => {
    const base = [line('1', '5')];
    const merged = mergeDraftEdits(base, [line('1', '5'), line('2', '7')], [line('1', '5'), line('3', '9')]);
    expect(merged.edits).toEqual([line('1', '5'), line('2', '7'), line('3', '9')]);
    expect(merged.typedTwice).toEqual([]);
  });

  it('takes a line retyped here over the gateway’s unchanged one, and the gateway’s retyped line where nothing changed here', () => {
    const base = [line('1', '5'), line('2', '6')];
    const merged = mergeDraftEdits(base, [line('1', '5'), line('2', '8')], [line('1', '4'), line('2', '6')]);
    expect(texts(merged.edits)).toEqual({ 1: '4', 2: '8' });
    expect(merged.typedTwice).toEqual([]);
  });

  it('keeps this computer’s text of a line typed in both places, and names it', () => {
    const merged = mergeDraftEdits([line('1', '5')], [line('1', '8')], [line('1', '3')]);
    expect(texts(merged.edits)).toEqual({ 1: '3' });
    expect(merged.typedTwice).toEqual([{ name: 'Товар 1', serverText: '8', localText: '3' }]);
    expect(typedTwiceText(merged.typedTwice[0])).toBe('Введено в двух местах, оставлено введённое здесь: Товар 1 — 8 → 3');
  });

  it('names a line both sides added with different texts, and not one both typed alike', () => {
    const merged = mergeDraftEdits([], [line('1', '8'), line('2', '4')], [line('1', '3'), line('2', '4')]);
    expect(texts(merged.edits)).toEqual({ 1: '3', 2: '4' });
    expect(merged.typedTwice).toEqual([{ name: 'Товар 1', serverText: '8', localText: '3' }]);
  });

  it('removes a line emptied here that the gateway left as it was', () => {
    const merged = mergeDraftEdits([line('1', '5'), line('2', '6')], [line('1', '5'), line('2', '6')], [line('2', '6')]);
    expect(texts(merged.edits)).toEqual({ 2: '6' });
  });

  it('keeps a line the gateway retyped though it was emptied here: typing beats emptying', () => {
    const merged = mergeDraftEdits([line('1', '5')], [line('1', '9')], []);
    expect(texts(merged.edits)).toEqual({ 1: '9' });
    expect(merged.typedTwice).toEqual([]);
  });

  it('keeps the lines typed here over a draft cleared on the gateway, and drops the ones only the base had', () => {
    const base = [line('1', '5'), line('2', '6')];
    const merged = mergeDraftEdits(base, [], [line('1', '5'), line('2', '7'), line('3', '2')]);
    expect(texts(merged.edits)).toEqual({ 2: '7', 3: '2' });
    expect(merged.typedTwice).toEqual([]);
  });

  it('changes nothing when nothing was changed here', () => {
    const server = [line('2', '7'), line('1', '5')];
    expect(mergeDraftEdits([line('1', '5')], server, [line('1', '5')])).toEqual({ edits: server, typedTwice: [] });
  });
});
