import { formatNumber } from '../shared/format';

/**
 * The texts of placing an order with the distributor's purchase service (the execute calls,
 * §3 'Order result (other form)'); worded like §8's texts of the other systems.
 */
export const executeTexts = {
  started: 'Запущено оформление заказа в сервисе закупок.',
  placed: 'Заказ оформлен в сервисе закупок',
  failed: 'Ошибка при оформлении заказа в сервисе закупок',
  purchased: (count: number) => `Куплено позиций: ${formatNumber(count)}`,
  skippedHeading: 'Пропущенные позиции',
} as const;
