import { describe, expect, it } from 'vitest';
import type { PharmacySystemsCheck } from '../../src/domain/orders/pharmacy-systems';
import { selectResultAction, selectResultActionShown } from '../../src/machines/orders/order-send.selectors';
import { draft, startOrderSend, stockRefusals, withRejected } from './order-send.harness';

/** Spec: an empty list from the check of the pharmacy ordering system hides the action to order there. */
async function inResultModal(systems: PharmacySystemsCheck | undefined) {
  const sut = startOrderSend();
  if (systems !== undefined) sut.actor.send({ type: 'order.pharmacySystemsChecked', check: systems });
  sut.actor.send({ type: 'order.sendToPuls' });
  await sut.answer('orderDraft', draft);
  await sut.answer('pulsStockCheck', stockRefusals);
  sut.actor.send({ type: 'confirm.send' });
  await sut.settle();
  await sut.answer('sendToPuls', withRejected);
  expect(sut.actor.getSnapshot().matches({ pulsResult: 'ready' })).toBe(true);
  return sut;
}

const pharmacyAction = 'result.sendRejectedToPharmacySystem' as const;

describe('the result modal’s pharmacy-system action follows the check', () => {
  it('empty check: the action is hidden and the event sends nothing', async () => {
    const sut = await inResultModal(0);
    const now = sut.actor.getSnapshot();
    expect(selectResultActionShown(pharmacyAction)(now)).toBe(false);
    expect(selectResultAction(pharmacyAction)(now)).toBe(false);
    sut.actor.send({ type: pharmacyAction });
    expect(sut.actor.getSnapshot().matches({ pulsResult: 'ready' })).toBe(true);
    expect(sut.calls.sendToPharmacySystem).toHaveLength(0);
    // The other two stay.
    expect(selectResultActionShown('result.downloadRejected')(now)).toBe(true);
    expect(selectResultAction('result.downloadAndSendRejectedToStu')(now)).toBe(true);
  });

  it('a system found: shown and asks for confirmation', async () => {
    const sut = await inResultModal(2);
    expect(selectResultActionShown(pharmacyAction)(sut.actor.getSnapshot())).toBe(true);
    sut.actor.send({ type: pharmacyAction });
    expect(sut.actor.getSnapshot().matches({ pulsResult: 'confirmingRejected' })).toBe(true);
  });

  it('not checked by the screen (or the check failed): still offered, as before', async () => {
    for (const systems of [undefined, null, 'failed'] as const) {
      const sut = await inResultModal(systems);
      expect(selectResultActionShown(pharmacyAction)(sut.actor.getSnapshot())).toBe(true);
      expect(selectResultAction(pharmacyAction)(sut.actor.getSnapshot())).toBe(true);
    }
  });
});
