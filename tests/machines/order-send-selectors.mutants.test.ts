import { describe, expect, it } from 'vitest';
import { matchesState, type StateValue } from 'xstate';
import {
  selectBusy,
  selectConfirmOpen,
  selectHasResults,
  selectPreparingFile,
  selectPulsOrderId,
  selectRejected,
  selectResultActionShown,
  selectResultBusy,
  selectResultOpen,
  selectSending,
  selectStockCheckView,
} from '../../src/machines/orders/order-send.selectors';

type Snapshot = Parameters<typeof selectBusy>[0];

/** A snapshot in a given state with only the context the selectors read (the machine's tests drive the real states). */
const at = (value: StateValue, context: Record<string, unknown> = {}) =>
  ({ value, context, matches: (parent: StateValue) => matchesState(parent, value) }) as unknown as Snapshot;

describe('what the order screens read from the order send', () => {
  it('is not busy when idle', () => {
    const idle = at('idle');
    expect([selectBusy(idle), selectSending(idle), selectPreparingFile(idle)]).toEqual([false, false, false]);
  });

  it('shows the progress cursor while a file is built', () => {
    const preparing = at('preparingFile');
    expect([selectPreparingFile(preparing), selectBusy(preparing), selectSending(preparing)]).toEqual([true, true, false]);
  });

  it('counts every step of an order as sending', () => {
    for (const state of ['collectingOrder', 'sendingToPuls', 'sendingToPharmacySystem', 'sendingToStu', 'sendingToPurchaseService']) {
      expect(selectSending(at(state))).toBe(true);
    }
    expect(selectSending(at({ confirming: 'stockChecked' }))).toBe(true);
  });

  it('tells where the Пульс warehouse check stands in the confirmation', () => {
    expect(selectStockCheckView(at({ confirming: 'checkingStock' }))).toBe('checking');
    expect(selectStockCheckView(at({ confirming: 'stockChecked' }))).toBe('checked');
    expect(selectStockCheckView(at({ confirming: 'stockCheckFailed' }))).toBe('failed');
    expect(selectStockCheckView(at({ confirming: 'asking' }))).toBeNull();
    expect(selectConfirmOpen(at({ confirming: 'asking' }))).toBe(true);
    expect(selectConfirmOpen(at({ pulsResult: 'confirmingRejected' }))).toBe(true);
    expect(selectConfirmOpen(at({ pulsResult: 'ready' }))).toBe(false);
    expect(selectConfirmOpen(at('idle'))).toBe(false);
  });

  it('keeps the result modal open and waiting while its request runs', () => {
    const ready = at({ pulsResult: 'ready' }, { pulsResult: { orderId: 'P-17', rejected: [{ productId: 3 }] } });
    expect([selectResultOpen(ready), selectResultBusy(ready)]).toEqual([true, false]);
    expect(selectPulsOrderId(ready)).toBe('P-17');
    expect(selectRejected(ready)).toEqual([{ productId: 3 }]);
    const downloading = at({ pulsResult: 'downloadingRejected' });
    expect([selectResultOpen(downloading), selectResultBusy(downloading)]).toEqual([true, true]);
    expect(selectResultBusy(at('idle'))).toBe(false);
    expect(selectPulsOrderId(at('idle', { pulsResult: null }))).toBeNull();
    expect(selectRejected(at('idle', { pulsResult: null }))).toEqual([]);
  });

  it('hides the pharmacy system button only when that system answered an empty list', () => {
    const shown = selectResultActionShown('result.sendRejectedToPharmacySystem');
    expect(shown(at({ pulsResult: 'ready' }, { pharmacySystems: 0 }))).toBe(false);
    expect(shown(at({ pulsResult: 'ready' }, { pharmacySystems: 2 }))).toBe(true);
    expect(shown(at({ pulsResult: 'ready' }, { pharmacySystems: null }))).toBe(true);
    expect(selectResultActionShown('result.downloadRejected')(at({ pulsResult: 'ready' }, { pharmacySystems: 0 }))).toBe(true);
  });

  it('shows the result panel while any answer is kept', () => {
    const none = { pharmacySystemResult: null, stuResult: null, executeResult: null };
    expect(selectHasResults(at('idle', none))).toBe(false);
    expect(selectHasResults(at('idle', { ...none, pharmacySystemResult: { ok: true } }))).toBe(true);
    expect(selectHasResults(at('idle', { ...none, stuResult: { ok: true } }))).toBe(true);
    expect(selectHasResults(at('idle', { ...none, executeResult: { ok: true } }))).toBe(true);
  });
});
