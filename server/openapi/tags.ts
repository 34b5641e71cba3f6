/**
 * The document's tags: the spec's sections of calls (reports-and-foundation §7, purchasing-and-pay
 * §7), in the order a reader meets them.
 */
export const tags = {
  signIn: 'Вход (uaa)',
  pharmacy: 'Аптека',
  reports: 'Регулярные отчёты (reports)',
  reportsRt: 'Отчёты в реальном времени (reports-rt)',
  forecast: 'Прогноз прибыли (reports-rt)',
  purchaseOrder: 'Заказ по инициативам, РГ и рекомендованный заказ',
  orders: 'Заказы (pharmacy-cabinet-purchase-service)',
  payroll: 'Зарплата первостольников (cashier-payroll)',
  salesMotivation: 'Мотивация продаж (initiative-management, cashier-initiative)',
  initiativesTable: 'Инициативы аптеки (initiative-management)',
  tableSettings: 'Настройки таблиц (table-settings)',
  backgroundTasks: 'Фоновые задачи (background-task)',
  common: 'Закупка аптеки и обратная связь (common)',
} as const;

export const tagDescriptions: Record<string, string> = {
  [tags.signIn]: 'Выдача, обновление и отзыв (выход) токенов доступа. Единственные вызовы без токена.',
  [tags.orders]: 'Заказы экранов прогноза, заказа по инициативам, РГ и рекомендованного заказа; файлы заказов.',
};
