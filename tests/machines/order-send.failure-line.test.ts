import { describe, expect, it } from 'vitest';
import { ApiError, noNetworkText } from '../../src/api/shared/http';
import { selectSendFailure } from '../../src/machines/orders/order-send.selectors';
import { sendFailureTexts } from '../../src/machines/orders/order-send.notices';
import { accepted, allAccepted, allStocked, draft, startOrderSend, withRejected, type OrderSendHarness } from './order-send.harness';

/*
 * A send that failed stays said: «Заказ не отправлен: …» under the order screen until the next
 * order leaves or the user closes it, while the snackbar goes after a few seconds. Nothing is sent
 * again by itself.
 */

const offline = () => new ApiError(0, noNetworkText, true, { line: 'network' });
const shownLine = (sut: OrderSendHarness) => {
  const failure = selectSendFailure(sut.actor.getSnapshot());
  return failure && `${sendFailureTexts.line(failure.reason)} ${sendFailureTexts.sendAgain(failure.destination)}`;
};

async function sendToPuls(sut: OrderSendHarness) {
  sut.actor.send({ type: 'order.sendToPuls' });
  await sut.answer('orderDraft', draft);
  await sut.answer('pulsStockCheck', allStocked);
  sut.actor.send({ type: 'confirm.send' });
  await sut.settle();
}

async function sendToStu(sut: OrderSendHarness) {
  sut.actor.send({ type: 'order.sendToStu' });
  await sut.answer('orderDraft', draft);
  sut.actor.send({ type: 'confirm.send' });
  await sut.settle();
}

describe('order-send machine, the line of a send that failed', () => {
  it('a Пульс send without a network leaves «Заказ не отправлен: нет связи…», which stays while other things happen, and nothing goes again', async () => {
    const sut = startOrderSend();
    await sendToPuls(sut);
    await sut.fail('sendToPuls', offline());

    expect(shownLine(sut)).toBe('Заказ не отправлен: нет связи с сервером. Сам он не уйдёт: отправьте заказ в Пульс ещё раз.');
    // A file saved meanwhile, a confirmation opened and cancelled: the line stays.
    sut.actor.send({ type: 'order.sendToStu' });
    await sut.answer('orderDraft', draft);
    sut.actor.send({ type: 'confirm.cancel' });
    await sut.settle();
    expect(shownLine(sut)).toBe('Заказ не отправлен: нет связи с сервером. Сам он не уйдёт: отправьте заказ в Пульс ещё раз.');
    expect(sut.calls.sendToPuls).toHaveLength(1);
    expect(sut.moneyCalls()).toBe(1);
  });

  it('names the server’s reason and the destination for a refusal, and closes on «Закрыть»', async () => {
    const sut = startOrderSend({ type: 'rg', pharmacyId: 40 });
    await sendToStu(sut);
    await sut.fail('sendToStu', new ApiError(409, 'СТУ не принимает заказы по воскресеньям'));
    expect(shownLine(sut)).toBe(
      'Заказ не отправлен: СТУ не принимает заказы по воскресеньям. Сам он не уйдёт: отправьте заказ в СТУ ещё раз.',
    );

    sut.actor.send({ type: 'sendFailure.dismiss' });
    expect(shownLine(sut)).toBeNull();
  });

  it('an outage is said in the server’s words', async () => {
    const sut = startOrderSend({ type: 'pi', pharmacyId: 40 });
    sut.actor.send({ type: 'order.sendToPurchaseService' });
    await sut.answer('orderDraft', draft);
    sut.actor.send({ type: 'confirm.send' });
    await sut.settle();
    const message = 'Сервер временно недоступен: нет связи с базой данных. Повторите попытку через 5 с.';
    await sut.fail('executeOrder', new ApiError(503, message, true, { line: 'outage', retryAfter: 5 }));
    expect(shownLine(sut)).toBe(`Заказ не отправлен: ${message} Сам он не уйдёт: отправьте заказ в сервис закупок ещё раз.`);
  });

  it('goes when the user sends again, and does not come back once that order left', async () => {
    const sut = startOrderSend();
    await sendToPuls(sut);
    await sut.fail('sendToPuls', offline());
    expect(shownLine(sut)).not.toBeNull();

    await sendToPuls(sut);
    // Under way again: the old line would say something no longer true.
    expect(shownLine(sut)).toBeNull();
    await sut.answer('sendToPuls', allAccepted);
    expect(shownLine(sut)).toBeNull();
    expect(sut.calls.sendToPuls).toHaveLength(2);
  });

  it('a failed send of the rejected positions from the Пульс result is said too', async () => {
    const sut = startOrderSend();
    await sendToPuls(sut);
    await sut.answer('sendToPuls', withRejected);
    sut.actor.send({ type: 'result.sendRejectedToPharmacySystem' });
    sut.actor.send({ type: 'confirm.send' });
    await sut.settle();
    await sut.fail('sendToPharmacySystem', offline());
    expect(shownLine(sut)).toBe(
      'Заказ не отправлен: нет связи с сервером. Сам он не уйдёт: отправьте заказ в систему заказов аптеки ещё раз.',
    );
    expect(sut.calls.sendToPharmacySystem).toHaveLength(1);
  });

  it('a send that succeeds shows no line', async () => {
    const sut = startOrderSend({ type: 'rg', pharmacyId: 40 });
    await sendToStu(sut);
    await sut.answer('sendToStu', accepted);
    expect(shownLine(sut)).toBeNull();
  });
});
