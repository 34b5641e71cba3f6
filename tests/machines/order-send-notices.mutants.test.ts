import { describe, expect, it } from 'vitest';
import { emptyFileWarning, executeSent, rejectedLines } from '../../src/machines/orders/order-send.notices';

/** What the order screens tell the user about files and the purchase service's answer (§8). */
describe('order-send notices', () => {
  it('an empty whole list and an empty order are told apart', () => {
    expect(emptyFileWarning('allPositions')).toEqual({ type: 'warning', title: 'Нет позиций для выгрузки в файл' });
    expect(emptyFileWarning('orderPositions')).toEqual({ type: 'warning', title: 'В заказе нет позиций с количеством больше нуля' });
    expect(emptyFileWarning(null)).toEqual({ type: 'warning', title: 'В заказе нет позиций с количеством больше нуля' });
  });

  it('the purchase service’s answer is a success when it skipped nothing', () => {
    expect(executeSent({ errorMessage: null, positionPurchasedCount: 3, skippedPositions: [] })).toEqual({
      type: 'success',
      title: 'Заказ оформлен в сервисе закупок. Куплено позиций: 3',
      description: 'Ошибки: отсутствуют',
    });
  });

  it('a warning when it skipped positions or gave a message', () => {
    const skipped = {
      product: { promotionalProductId: 5, promotionalProductName: 'Товар 5', barcodes: [] },
      amount: 2,
      reason: 'Нет на складе',
    };
    expect(executeSent({ errorMessage: null, positionPurchasedCount: 1, skippedPositions: [skipped] }).type).toBe('warning');
    expect(executeSent({ errorMessage: 'Нет цены', positionPurchasedCount: 0, skippedPositions: [] })).toEqual({
      type: 'warning',
      title: 'Заказ оформлен в сервисе закупок. Куплено позиций: 0',
      description: 'Ошибки: Нет цены',
    });
  });

  it('no answer means no rejected lines; rejected positions merge by product', () => {
    expect(rejectedLines(null)).toEqual([]);
    const position = (id: number, amount: number) => ({
      product: { promotionalProductId: id, promotionalProductName: `Товар ${id}`, barcodes: [] },
      amount,
      reason: 'Нет',
    });
    expect(rejectedLines({ orderId: '9', rejected: [position(5, 2), position(6, 1), position(5, 3)] })).toEqual([
      { promotionalProductId: 5, orderAmount: 5 },
      { promotionalProductId: 6, orderAmount: 1 },
    ]);
  });
});
