/**
 * The sections of calls (reports-and-foundation §7, purchasing-and-pay §7), in the order a reader
 * meets them: every call declaration names one, and the OpenAPI document groups its operations by
 * them.
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

export type Tag = (typeof tags)[keyof typeof tags];

/** What each section holds, for a reader of the document. */
export const tagDescriptions: Record<Tag, string> = {
  [tags.signIn]: 'Выдача, обновление и отзыв (выход) токенов доступа. Единственные вызовы без токена.',
  [tags.pharmacy]: 'Аптеки пользователя, их подразделения и сведения для шапки портала.',
  [tags.reports]: 'Отчёты по кварталам: бонусы по инициативам, сравнение с лучшей и средней аптекой, баллы сотрудников, файлы отчётов.',
  [tags.reportsRt]: 'Текущие показатели аптеки, которые считаются в момент запроса.',
  [tags.forecast]: 'Прогноз прибыли по инициативам: строки, бонусы, файлы и поток Arrow для больших прогнозов.',
  [tags.purchaseOrder]: 'Позиции для заказа по видам инициатив, регионального (РГ) и рекомендованного заказа.',
  [tags.orders]: 'Заказы экранов прогноза, заказа по инициативам, РГ и рекомендованного заказа; файлы заказов.',
  [tags.payroll]: 'Расчёт зарплаты первостольников по показателям, учётные записи кассиров и файлы расчёта.',
  [tags.salesMotivation]: 'План мотивации продаж по кассирам и инициативы первостольников.',
  [tags.initiativesTable]: 'Таблица инициатив аптеки с отбором, сортировкой и выгрузкой.',
  [tags.tableSettings]: 'Настройки таблиц пользователя: ширины и порядок колонок.',
  [tags.backgroundTasks]: 'Фоновые выгрузки: запуск, состояние и готовый файл.',
  [tags.common]: 'Сумма текущей закупки аптеки и обратная связь с поставщиком.',
};
