import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CurrentPurchase, PharmacyPurchaseSave } from '../../src/api/contract/initiatives-list';
import { ApiError, noNetworkText } from '../../src/api/shared/http';
import { pharmacyPurchaseMachine } from '../../src/machines/reports/pharmacy-purchase.machine';
import { purchaseTexts, selectPurchaseModal } from '../../src/machines/reports/pharmacy-purchase.selectors';

/*
 * The modal after a refused save: the gateway's own reason when the pharmacist can correct the
 * request (a 4xx with a message), §8's «try again» text for anything else.
 */

/** A form filled with a valid sum and day, its save answered by `answer`; the modal the pharmacist sees. */
async function modalAfterSave(answer: unknown): Promise<string | null> {
  const machine = pharmacyPurchaseMachine.provide({
    actors: {
      loadCurrentPurchase: fromPromise<CurrentPurchase, { pharmacyId: number }>(async () => null),
      savePurchase: fromPromise<string, PharmacyPurchaseSave>(async () => {
        throw answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { pharmacyId: 1, now: () => new Date(2026, 10, 19, 10, 0) } }).start();
  actor.send({ type: 'sum.type', text: '1234,56' });
  actor.send({ type: 'date.type', text: '2026-11-15' });
  actor.send({ type: 'send' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true);
  return selectPurchaseModal(actor.getSnapshot());
}

const dateRefused = 'Поле «date»: дата закупки должна быть в текущем квартале';

describe('the modal after a refused save of the purchase', () => {
  it('a 400 with the gateway’s reason says what to correct', async () => {
    expect(await modalAfterSave(new ApiError(400, dateRefused))).toBe(`Данные не сохранены: ${dateRefused}`);
  });

  it('the last refusal (499) still gives the reason', async () => {
    expect(await modalAfterSave(new ApiError(499, 'Запрос отменён'))).toBe('Данные не сохранены: Запрос отменён');
  });

  it('a refusal without a message of its own, a server failure and a lost line keep §8’s text', async () => {
    expect(await modalAfterSave(new ApiError(400, 'Неверный запрос', false))).toBe(purchaseTexts.saveFailed);
    expect(await modalAfterSave(new ApiError(500, 'Ошибка базы'))).toBe(purchaseTexts.saveFailed);
    expect(await modalAfterSave(new ApiError(0, noNetworkText, true, { line: 'network' }))).toBe(purchaseTexts.saveFailed);
    expect(await modalAfterSave(new ApiError(399, 'Перенаправление'))).toBe(purchaseTexts.saveFailed);
  });
});
