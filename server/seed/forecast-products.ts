/**
 * The demo's product catalogue: real-sounding products of ten promoters, with the distributor's
 * ids (40112… are the promo products of the reports demo, same ids and names). A note marks what
 * the simulated ordering systems do with a product for apteka1, so end-to-end tests can name it:
 *   'not stocked'  Пульс warehouse MSK-01 does not carry it: Пульс rejects it;
 *   'low stock'    MSK-01 holds 1-2 packs, fewer than the forecast proposes: Пульс rejects it;
 *   'no barcode'   no EAN-13 at all: СТУ refuses it.
 */
export type ProductNote = 'not stocked' | 'low stock' | 'no barcode';
type Entry = [id: number, name: string, price: number, note?: ProductNote];

const byPromoter: Record<string, Entry[]> = {
  'Рекитт Бенкизер': [
    [40112, 'Нурофен, таблетки 200 мг №20', 152.4],
    [40496, 'Стрепсилс, таблетки для рассасывания №24', 389.9],
    [41001, 'Нурофен Экспресс Форте, капсулы 400 мг №10', 298.5, 'not stocked'],
    [41002, 'Стрепсилс Интенсив, спрей 8,75 мг/доза 15 мл', 512.3],
    [41003, 'Гевискон, суспензия мятная 150 мл', 436.0],
    [41004, 'Гевискон Двойное действие, таблетки жевательные №12', 318.7, 'low stock'],
    [41005, 'Нурофен для детей, суспензия апельсиновая 100 мл', 247.1],
  ],
  Хелеон: [
    [40135, 'Терафлю, порошок с лимоном №10', 541.2],
    [41011, 'Терафлю Экстратаб, таблетки №10', 402.6],
    [41012, 'Пародонтакс, зубная паста 75 мл', 231.9, 'no barcode'],
    [41013, 'Сенсодин Мгновенный эффект, зубная паста 75 мл', 287.4],
    [41014, 'Вольтарен Эмульгель, гель 1 % 50 г', 468.0, 'not stocked'],
    [41015, 'Отривин, спрей назальный 0,1 % 10 мл', 196.3],
    [41016, 'Панадол, таблетки 500 мг №12', 74.8],
  ],
  Отисифарм: [
    [40187, 'Компливит, таблетки №60', 263.5],
    [40203, 'Арбидол, капсулы 100 мг №20', 398.0],
    [40445, 'Пенталгин, таблетки №24', 327.6],
    [41021, 'Арбидол Максимум, капсулы 200 мг №10', 455.2, 'low stock'],
    [41022, 'Компливит Кальций Д3, таблетки жевательные №30', 211.9],
    [41023, 'Афобазол, таблетки 10 мг №60', 431.7],
    [41024, 'Анвимакс, порошок с лимоном №6', 289.3],
  ],
  Санофи: [
    [40251, 'Эссенциале форте Н, капсулы №30', 712.5],
    [40311, 'Магне B6, таблетки №60', 865.0],
    [41031, 'Но-шпа, таблетки 40 мг №24', 156.2],
    [41032, 'Но-шпа форте, таблетки 80 мг №24', 318.4, 'not stocked'],
    [41033, 'Лазолван, сироп 15 мг/5 мл 100 мл', 297.6],
    [41034, 'Фестал, драже №20', 184.9],
    [41035, 'Магне B6 форте, таблетки №30', 742.1],
  ],
  Байер: [
    [41041, 'Аспирин Кардио, таблетки 100 мг №56', 246.7],
    [41042, 'Супрадин, таблетки шипучие №10', 438.5],
    [41043, 'Бепантен, мазь 5 % 30 г', 497.3, 'low stock'],
    [41044, 'Элевит Пронаталь, таблетки №30', 1289.0],
    [41045, 'Канестен, крем 1 % 20 г', 356.8],
    [41046, 'Ренни, таблетки жевательные №24', 301.2],
    [41047, 'Алка-Зельтцер, таблетки шипучие №10', 342.6, 'no barcode'],
  ],
  Эвалар: [
    [40471, 'Эвалар Омега-3, капсулы №30', 398.4],
    [40523, 'Витамин C 1000, шипучие таблетки №20', 187.5],
    [41051, 'Турбослим День, капсулы №30', 612.9, 'not stocked'],
    [41052, 'Лецитин, капсулы №60', 389.0],
    [41053, 'Гинкго Билоба, таблетки №40', 271.6],
    [41054, 'Кальций-Д3 Эвалар, таблетки №60', 224.3],
    [41055, 'Цистон Эвалар, таблетки №50', 301.7, 'no barcode'],
  ],
  Сервье: [
    [40559, 'Детралекс, таблетки 1000 мг №30', 1834.0],
    [41061, 'Детралекс, таблетки 500 мг №60', 1698.5],
    [41062, 'Престариум А, таблетки 5 мг №30', 512.8],
    [41063, 'Диабетон MB, таблетки 60 мг №30', 367.4, 'low stock'],
    [41064, 'Предуктал ОД, капсулы 80 мг №30', 689.1],
    [41065, 'Нолипрел А, таблетки №30', 598.6],
  ],
  'Гедеон Рихтер': [
    [41071, 'Панангин, таблетки №50', 181.3],
    [41072, 'Кавинтон, таблетки 10 мг №50', 403.9],
    [41073, 'Мидокалм, таблетки 150 мг №30', 598.2, 'not stocked'],
    [41074, 'Грандаксин, таблетки 50 мг №20', 457.6],
    [41075, 'Постинор, таблетки 0,75 мг №2', 412.0],
  ],
  Фармстандарт: [
    [40344, 'Ибупрофен, таблетки 400 мг №20', 89.6],
    [41081, 'Амиксин, таблетки 125 мг №10', 1076.4],
    [41082, 'Флюкостат, капсулы 150 мг №1', 231.5],
    [41083, 'Фосфоглив, капсулы №50', 679.8],
    [41084, 'Терпинкод, таблетки №10', 168.2, 'no barcode'],
    [41085, 'Аскорбиновая кислота, драже 50 мг №200', 61.7],
  ],
  'Берлин-Хеми': [
    [41091, 'Мезим форте, таблетки №20', 97.4],
    [41092, 'Мезим форте 10 000, таблетки №20', 261.5],
    [41093, 'Нимесил, гранулы 100 мг №9', 231.8],
    [41094, 'Эспумизан L, капсулы 40 мг №25', 372.9],
    [41095, 'Берлиприл 5, таблетки №30', 146.3, 'not stocked'],
  ],
};

export interface CatalogueEntry {
  id: number;
  name: string;
  promoter: string;
  price: number;
  note: ProductNote | null;
}

/** The catalogue in the order above. */
export const catalogue: readonly CatalogueEntry[] = Object.entries(byPromoter).flatMap(([promoter, entries]) =>
  entries.map(([id, name, price, note]) => ({ id, name, promoter, price, note: note ?? null })),
);

/** The ids with a note, for the README and end-to-end tests. */
export const productsNoted = (note: ProductNote): number[] => catalogue.filter((entry) => entry.note === note).map((entry) => entry.id);

/** Supplier groups a forecast row may allow. */
export const supplierGroups = ['Пульс', 'Протек', 'Катрен', 'СИА Интернейшнл', 'Ирвин 2', 'Фармкомплект'] as const;

/** An EAN-13 of a Russian (460) product: 12 digits and the check digit of the standard. */
export function ean13(twelveDigits: string): string {
  const sum = [...twelveDigits].reduce((total, digit, k) => total + Number(digit) * (k % 2 === 0 ? 1 : 3), 0);
  return twelveDigits + String((10 - (sum % 10)) % 10);
}

/** The product's barcodes: one, a second for some packagings, none for 'no barcode'. */
export function barcodesOf(entry: CatalogueEntry): string[] {
  if (entry.note === 'no barcode') return [];
  const first = ean13(`460${String(entry.id).padStart(9, '0')}`);
  return entry.id % 4 === 0 ? [first, ean13(`460${String(entry.id + 500_000).padStart(9, '0')}`)] : [first];
}
