import { describe, expect, it } from 'vitest';
import {
  isDownloadAction,
  orderActionLabels,
  orderActions,
  orderActionTexts,
  orderSendEventOf,
  recommendedOrderActions,
  rgOrderActions,
} from '../../src/machines/orders/positions-order-actions';

/** The action dropdown of the three order screens: what the pharmacist reads and what each choice does. */
describe('the order actions of the positions screens', () => {
  it('offers the RG order its five actions in §2.4 order, then the purchase service of §7.3', () => {
    expect(rgOrderActions.map((action) => orderActionLabels[action])).toEqual([
      'Скачать заказ (xlsx)',
      'Скачать весь список',
      'Скачать файл для информационной системы Пульс',
      'Отправить заказ в СТУ',
      'Отправить заказ в Пульс',
      'Оформить заказ в сервисе закупок',
    ]);
  });

  it('offers the recommended order the wholesale send first, then the spreadsheet and СТУ', () => {
    expect(recommendedOrderActions.map((action) => orderActionLabels[action])).toEqual([
      'Отправить заказ в Пульс',
      'Скачать заказ (xlsx)',
      'Отправить заказ в СТУ',
    ]);
  });

  it('labels every action in Russian', () => {
    expect(orderActions.map((action) => orderActionLabels[action])).toEqual([
      'Отправить заказ в Пульс',
      'Оформить заказ в сервисе закупок',
      'Отправить заказ в систему заказов аптеки',
      'Отправить заказ в СТУ',
      'Скачать заказ (xlsx)',
      'Скачать весь список',
      'Скачать файл для информационной системы Пульс',
    ]);
  });

  it('shows the same placeholder and button as the profit forecast', () => {
    expect(orderActionTexts.placeholder).toBe('Выберите действие с заказом');
    expect(orderActionTexts.execute).toBe('Выполнить');
  });

  it('turns each choice into the order-send event that performs it', () => {
    expect(orderSendEventOf('sendToPuls')).toEqual({ type: 'order.sendToPuls' });
    expect(orderSendEventOf('sendToPurchaseService')).toEqual({ type: 'order.sendToPurchaseService' });
    expect(orderSendEventOf('sendToPharmacySystem')).toEqual({ type: 'order.sendToPharmacySystem' });
    expect(orderSendEventOf('sendToStu')).toEqual({ type: 'order.sendToStu' });
    expect(orderSendEventOf('downloadOrder')).toEqual({ type: 'order.downloadFile', kind: 'orderPositions' });
    expect(orderSendEventOf('downloadWholeList')).toEqual({ type: 'order.downloadFile', kind: 'allPositions' });
    expect(orderSendEventOf('downloadPulsFile')).toEqual({ type: 'order.downloadFile', kind: 'pulsFile' });
  });

  it('shows the progress cursor only for the actions that save a file', () => {
    expect(isDownloadAction('downloadOrder')).toBe(true);
    expect(isDownloadAction('downloadWholeList')).toBe(true);
    expect(isDownloadAction('downloadPulsFile')).toBe(true);
    expect(isDownloadAction('sendToPuls')).toBe(false);
    expect(isDownloadAction('sendToPurchaseService')).toBe(false);
    expect(isDownloadAction('sendToPharmacySystem')).toBe(false);
    expect(isDownloadAction('sendToStu')).toBe(false);
    expect(isDownloadAction(null)).toBe(false);
  });
});
