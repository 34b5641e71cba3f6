import { lightFormat } from 'date-fns';

/**
 * How the order history names what it shows: the systems an order went to,
 * the order's type, and when it was sent.
 */
/** Structurally the contract's OrderSystemName (src/api/contract/orders.ts). */
export type OrderSystem = 'puls' | 'pharmsm' | 'stu' | 'execute';

export const orderSystemNames: Record<OrderSystem, string> = {
  puls: 'Пульс',
  pharmsm: 'Система заказов аптеки',
  stu: 'СТУ',
  execute: 'Сервис закупок',
};

// A Map, not an object: a type the call makes up ('toString') must not find Object's own members.
const orderTypeNames = new Map<string, string>([
  ['mtx', 'Обязательная матрица'],
  ['pi', 'По инициативам'],
  ['rg', 'РГ'],
]);

/** An order's type in words; '—' when the call did not say (Пульс) or the type is unknown ('' is no type's key). */
export const orderTypeName = (type: string | null): string => orderTypeNames.get(type ?? '') ?? '—';

/**
 * The kinds of order the history tells apart (the contract's orderKinds): the types, and the
 * recommended order, a 'pi' order of its own screen.
 */
export const orderKindNames = new Map<string, string>([...orderTypeNames, ['recommended', 'Рекомендованный заказ']]);

/** An order's kind in words; '—' when unknown. */
export const orderKindName = (kind: string | null): string => orderKindNames.get(kind ?? '') ?? '—';

/**
 * DD.MM.YYYY HH:mm in the user's time zone, as the portal writes dates (src/domain/shared/format.ts)
 * with the time; an answer's ISO text is read as `new Date` reads it (date-fns does that itself).
 */
export const formatDateTime = (value: Date | string): string => lightFormat(value, 'dd.MM.yyyy HH:mm');
