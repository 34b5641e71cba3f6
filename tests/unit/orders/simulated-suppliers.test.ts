import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PHARMACY_SYSTEM_MAX_AMOUNT,
  pharmacySystemPurchase,
  pulsPurchase,
  stuPurchase,
  unknownProductMessage,
  type Catalogue,
  type CatalogueProduct,
} from '../../../server/services/orders/simulated-suppliers';

const product = (id: number, name: string, barcodes: string[] = [`46000000000${id}`]): CatalogueProduct => ({
  promotionalProductId: id,
  promotionalProductName: name,
  barcodes,
});
const catalogue: Catalogue = new Map([
  [1, product(1, 'Нурофен')],
  [2, product(2, 'Аспирин')],
  [3, product(3, 'Бинт', [])],
]);
const warehouse = {
  code: '77',
  stock: new Map([
    [1, 10],
    [2, 0],
  ]),
};

describe('Пульс', () => {
  it('takes a position its warehouse can fill', () => {
    expect(pulsPurchase([{ promotionalProductId: 1, orderAmount: 10 }], warehouse, catalogue)).toEqual({
      accepted: [{ promotionalProductId: 1, orderAmount: 10 }],
      rejected: [],
    });
  });

  it('rejects what its warehouse does not stock, with a reason', () => {
    const { accepted, rejected } = pulsPurchase(
      [
        { promotionalProductId: 2, orderAmount: 1 },
        { promotionalProductId: 3, orderAmount: 4 },
      ],
      warehouse,
      catalogue,
    );
    expect(accepted).toEqual([]);
    expect(rejected).toEqual([
      { product: product(2, 'Аспирин'), amount: 1, reason: 'Товара нет на складе Пульс 77' },
      { product: product(3, 'Бинт', []), amount: 4, reason: 'Товара нет на складе Пульс 77' },
    ]);
  });

  it('rejects what it cannot fill, without splitting the position', () => {
    expect(pulsPurchase([{ promotionalProductId: 1, orderAmount: 11 }], warehouse, catalogue).rejected).toEqual([
      { product: product(1, 'Нурофен'), amount: 11, reason: 'Недостаточно товара на складе Пульс 77: в наличии 10 уп., заказано 11 уп.' },
    ]);
  });

  it('draws positions of one product on the same stock in turn', () => {
    const { accepted, rejected } = pulsPurchase(
      [
        { promotionalProductId: 1, orderAmount: 6 },
        { promotionalProductId: 1, orderAmount: 6 },
      ],
      warehouse,
      catalogue,
    );
    expect(accepted).toEqual([{ promotionalProductId: 1, orderAmount: 6 }]);
    expect(rejected[0].reason).toBe('Недостаточно товара на складе Пульс 77: в наличии 4 уп., заказано 6 уп.');
  });

  it('rejects everything for a pharmacy tied to no warehouse', () => {
    const { rejected } = pulsPurchase([{ promotionalProductId: 1, orderAmount: 1 }], { code: null, stock: warehouse.stock }, catalogue);
    expect(rejected.map((r) => r.reason)).toEqual(['Аптека не привязана к складу Пульс']);
  });

  it('accounts for every position exactly once and never takes more than the stock', () => {
    const line = fc.record({ promotionalProductId: fc.constantFrom(1, 2, 3, 4), orderAmount: fc.integer({ min: 1, max: 8 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const { accepted, rejected } = pulsPurchase(lines, warehouse, catalogue);
        expect(accepted.length + rejected.length).toBe(lines.length);
        const takenOfFirst = accepted.filter((l) => l.promotionalProductId === 1).reduce((sum, l) => sum + l.orderAmount, 0);
        expect(takenOfFirst).toBeLessThanOrEqual(10);
        expect(accepted.every((l) => l.promotionalProductId === 1)).toBe(true);
        expect(warehouse.stock.get(1)).toBe(10); // the given stock is not changed
      }),
    );
  });
});

describe('the pharmacy ordering system', () => {
  it(`takes up to ${PHARMACY_SYSTEM_MAX_AMOUNT} packs a position and names the refused ones`, () => {
    const outcome = pharmacySystemPurchase(
      [
        { promotionalProductId: 1, orderAmount: PHARMACY_SYSTEM_MAX_AMOUNT },
        { promotionalProductId: 2, orderAmount: PHARMACY_SYSTEM_MAX_AMOUNT + 1 },
      ],
      catalogue,
    );
    expect(outcome.accepted).toEqual([{ promotionalProductId: 1, orderAmount: 500 }]);
    expect(outcome.errorMessage).toBe('Не приняты позиции: «Аспирин» (код 2, 501 уп.) — больше 500 уп. на позицию');
  });

  it('answers no error message when it takes everything', () => {
    expect(pharmacySystemPurchase([{ promotionalProductId: 3, orderAmount: 1 }], catalogue).errorMessage).toBeNull();
  });
});

describe('СТУ', () => {
  it('takes only products with a barcode', () => {
    const outcome = stuPurchase(
      [
        { promotionalProductId: 1, orderAmount: 2 },
        { promotionalProductId: 3, orderAmount: 1 },
        { promotionalProductId: 9, orderAmount: 1 },
      ],
      catalogue,
    );
    expect(outcome.accepted).toEqual([{ promotionalProductId: 1, orderAmount: 2 }]);
    expect(outcome.refused.map((r) => r.reason)).toEqual(['нет штрихкода', 'товар не найден в каталоге']);
    expect(outcome.errorMessage).toBe(
      'Не приняты позиции: «Бинт» (код 3, 1 уп.) — нет штрихкода; «Товар с кодом 9» (код 9, 1 уп.) — товар не найден в каталоге',
    );
  });
});

describe('the gateway check before any system', () => {
  it('names the first unknown product as a field', () => {
    expect(unknownProductMessage([{ promotionalProductId: 1, orderAmount: 1 }], catalogue)).toBeNull();
    expect(
      unknownProductMessage(
        [
          { promotionalProductId: 1, orderAmount: 1 },
          { promotionalProductId: 42, orderAmount: 1 },
        ],
        catalogue,
      ),
    ).toBe('Поле «productsList.1.promotionalProductId»: товар с кодом 42 не найден');
  });
});
