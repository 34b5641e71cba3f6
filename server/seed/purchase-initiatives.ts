import type { WantedInitiative } from './running-initiatives';

/**
 * The purchase-order initiatives of apteka1: twelve of eleven types, among them two private-label
 * ones (PRIVATE_LABEL and the live source's USTM_SALE are one type), so the initiative filter has
 * something to choose within a type. All run the whole quarter in the reports demo.
 */
export const apteka1PurchaseTypes: readonly WantedInitiative[] = [
  ['PROCUREMENT', 1951, 'Закупка у «Пульс»: осенний сезон'],
  ['PROCUREMENT_PLAN', 1952, 'План закупок: средства от простуды'],
  ['PROCUREMENT_PLAN_MONETARY', 1953, 'План закупок в рублях: «Отисифарм»'],
  ['PROCUREMENT_USTM', 1954, 'Закупка СТМ «Фармаклуб»'],
  ['PROCUREMENT_GROUPING', 1955, 'Групповая закупка: гигиена'],
  ['PROCUREMENT_GROUPING_SP', 1956, 'Групповая закупка СП: детское питание'],
  ['ESTABLISHED_ORDER', 1957, 'Установленный заказ: сезонный'],
  ['PRIVATE_LABEL', 1958, 'СТМ «Фармаклуб»: уход за кожей'],
  ['PRIVATE_LABEL', 1959, 'Продажи СТМ «Фармаклуб»'],
  ['MATRIX_PLUS', 1960, 'Матрица плюс: расширенный ассортимент'],
  ['PRODUCT_OF_THE_DAY', 1961, 'Товар дня: осенние новинки'],
  ['IMPULSE_ACTION', 1962, 'Импульсная акция «Осенний импульс»'],
];

/** Apteka2's two purchase-order initiatives of the reports demo. */
export const apteka2PurchaseTypes: readonly WantedInitiative[] = [
  ['PRODUCT_OF_THE_DAY', 5951, 'Товар дня: аптека на Ленинском'],
  ['SALES_PLAN', 5952, 'План продаж: аптека на Ленинском'],
];

/** What a recommended order may be built for (the compose call's types), apteka1's first. */
export const apteka1ComposeTypes: readonly WantedInitiative[] = [
  ['MANDATORY_MATRIX', 1963, 'Обязательная матрица: базовый ассортимент'],
  ['PROCUREMENT', 1951, 'Закупка у «Пульс»: осенний сезон'],
  ['PROCUREMENT_PLAN', 1952, 'План закупок: средства от простуды'],
  ['ESTABLISHED_ORDER', 1957, 'Установленный заказ: сезонный'],
];

export const apteka2ComposeTypes: readonly WantedInitiative[] = [['MANDATORY_MATRIX', 5953, 'Обязательная матрица: аптека на Ленинском']];
