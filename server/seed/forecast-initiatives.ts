import type { WantedInitiative } from './running-initiatives';

/** Apteka1's forecast spans eight initiatives; the mandatory matrix first. */
export const apteka1ForecastTypes: readonly WantedInitiative[] = [
  ['MANDATORY_MATRIX', 1901, 'Обязательная матрица: базовый ассортимент'],
  ['MATRIX_PLUS', 1902, 'Матрица плюс: расширенный ассортимент'],
  ['RECOMMENDED_GOODS', 1903, 'Рекомендованные товары: сезон простуд'],
  ['PROCUREMENT_PLAN', 1904, 'План закупок: средства от простуды'],
  ['PROCUREMENT', 1905, 'Закупка у «Пульс»: осенний сезон'],
  ['PROCUREMENT_GROUPING', 1906, 'Групповая закупка: гигиена'],
  ['ESTABLISHED_ORDER', 1907, 'Установленный заказ: сезонный'],
  ['PRIVATE_LABEL', 1908, 'СТМ «Фармаклуб»: уход за кожей'],
];

export const apteka2ForecastTypes: readonly WantedInitiative[] = [
  ['MANDATORY_MATRIX', 5901, 'Обязательная матрица: аптека на Ленинском'],
  ['PRODUCT_OF_THE_DAY', 5902, 'Товар дня: аптека на Ленинском'],
  ['SALES_PLAN', 5903, 'План продаж: аптека на Ленинском'],
];
