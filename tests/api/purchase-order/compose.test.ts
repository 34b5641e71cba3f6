import { describe, expect, it } from 'vitest';
import {
  CurrentComposeInitiatives,
  PromoterSupplierOptions,
  RecommendedOrder,
  explanationCodes,
  purchaseOrderCalls,
  type FindProductRequest,
  type RecommendedProduct,
} from '../../../src/api/contract/purchase-order';
import { sumMoney } from '../../../src/domain/shared/money';
import { productsNoted } from '../../../server/seed/forecast-products';
import { expectMessage, parsed, reportsGateway } from '../reports/support';
import { urlOf } from '../support/requests';

const { get, post } = reportsGateway();

const find = async (request: FindProductRequest, login: 'apteka1' | 'apteka2' | 'manager' = 'apteka1') =>
  parsed(RecommendedOrder, await post(`${urlOf(purchaseOrderCalls.composeProducts)}`, request, login));
const ids = (products: RecommendedProduct[]) => products.map((product) => product.productId);

describe('GET current-procurement-procurement-amount-established-order-mandatory-matrix', () => {
  it("answers apteka1's open initiatives of the procurement types, the established order and the mandatory matrix", async () => {
    const initiatives = parsed(CurrentComposeInitiatives, await get(`${urlOf(purchaseOrderCalls.composeInitiatives)}`));
    const byId = initiatives.map((initiative) => initiative.id).sort((a, b) => a - b);
    // 1016, 1017 and 1021 ran the first month only and have ended on the test clock (19 November).
    expect(byId).toEqual([1001, 1007, 1008, 1014, 1015, 1018, 1019, 1020, 1022]);
    expect(initiatives).toContainEqual({ id: 1001, name: 'Обязательная матрица: базовый ассортимент', type: 'MANDATORY_MATRIX' });
  });

  it('answers apteka2 its mandatory matrix only', async () => {
    expect(
      parsed(CurrentComposeInitiatives, await get(`${urlOf(purchaseOrderCalls.composeInitiatives)}`, 'apteka2')).map((i) => i.id),
    ).toEqual([5001]);
  });
});

describe('POST find-promoter-supplier', () => {
  it('answers the promoters and supplier groups of the chosen initiatives, all when none is chosen', async () => {
    const all = await find({});
    const whole = parsed(PromoterSupplierOptions, await post(`${urlOf(purchaseOrderCalls.composePromoterSupplier)}`, {}));
    const russian = new Intl.Collator('ru', { numeric: true }).compare;
    expect(whole.promoters).toEqual([...new Set(all.products.map((product) => product.promoterName))].sort(russian));
    expect(whole.supplierGroups).toEqual([...new Set(all.products.flatMap((product) => product.possibleSupplierGroups))].sort(russian));
    const matrix = await find({ initiativeIds: [1001] });
    const one = parsed(
      PromoterSupplierOptions,
      await post(`${urlOf(purchaseOrderCalls.composePromoterSupplier)}`, { initiativeIds: [1001] }),
    );
    expect(one.promoters).toEqual([...new Set(matrix.products.map((product) => product.promoterName))].sort(russian));
    expect(one.promoters.length).toBeLessThan(whole.promoters.length);
  });
});

describe('POST find-product', () => {
  it('answers every explanation code, NO_BALANCE for what MSK-01 does not stock, and the cost of the order', async () => {
    const { products, price } = await find({ pulsWarehouseCode: 'MSK-01' });
    expect(new Set(products.map((product) => product.explanationDisplay))).toEqual(new Set(explanationCodes));
    const notStocked = new Set(productsNoted('not stocked'));
    for (const product of products) {
      expect(product.explanationDisplay === 'NO_BALANCE', String(product.productId)).toBe(notStocked.has(product.productId));
      expect(product.pulsBalance === 0, String(product.productId)).toBe(notStocked.has(product.productId));
    }
    expect(products.find((product) => product.explanationDisplay === 'NEW_PRODUCT')).toMatchObject({ saleQty: 0, balance: 0 });
    expect(price).toBe(sumMoney(products.map((product) => (product.order ?? 0) * product.nominalPrice)));
    expect(price).toBeGreaterThan(0);
    // Without a warehouse named, the pharmacy's own.
    expect(await find({})).toEqual({ products, price });
  });

  it('honours the initiative, promoter and supplier filters, and prices only what it answers', async () => {
    const { products: all } = await find({});
    const kept = async (request: FindProductRequest, test: (product: RecommendedProduct) => boolean) => {
      const answer = await find(request);
      const expected = all.filter(test);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      expect(ids(answer.products)).toEqual(ids(expected));
      expect(answer.price).toBe(sumMoney(expected.map((product) => (product.order ?? 0) * product.nominalPrice)));
    };
    const matrix = await find({ initiativeIds: [1001] });
    expect(matrix.products.length).toBeGreaterThan(0);
    await kept({ initiativeIds: [1001] }, (product) => ids(matrix.products).includes(product.productId));
    await kept({ promoterIds: ['Санофи'] }, (product) => product.promoterName === 'Санофи');
    await kept({ supplierGroups: ['Катрен'] }, (product) => product.possibleSupplierGroups.includes('Катрен'));
    expect(await find({ initiativeIds: [5001] })).toEqual({ products: [], price: 0 });
  });

  it("answers apteka2 its own products with its warehouse's stock", async () => {
    const apteka1 = new Set(ids((await find({})).products));
    const { products } = await find({}, 'apteka2');
    expect(products.length).toBeGreaterThan(0);
    expect(products.filter((product) => apteka1.has(product.productId))).toEqual([]);
    expect((await find({ pharmacyId: 2, pulsWarehouseCode: 'MSK-02' }, 'manager')).products).toEqual(products);
  });

  it("refuses another pharmacy's Пульс warehouse", async () => {
    expectMessage(
      await post(`${urlOf(purchaseOrderCalls.composeProducts)}`, { pulsWarehouseCode: 'MSK-02' }),
      403,
      'Нет доступа к складу «Пульс» другой аптеки',
    );
    expectMessage(
      await post(`${urlOf(purchaseOrderCalls.composeProducts)}`, { pharmacyId: 1, pulsWarehouseCode: 'MSK-02' }, 'manager'),
      400,
      'Поле «pulsWarehouseCode»: это не склад «Пульс» аптеки №1',
    );
  });

  it.each([
    [{ pulsWarehouseCode: 5 }, 'Поле «pulsWarehouseCode»: ожидается строка'],
    [{ initiativeIds: ['1001'] }, 'Поле «initiativeIds.0»: ожидается целое число'],
    [{ promoterIds: [1] }, 'Поле «promoterIds.0»: ожидается строка'],
    [{ supplierGroups: 'Пульс' }, 'Поле «supplierGroups»: ожидается список: группы поставщиков'],
    [{ pharmacyId: -1 }, 'Поле «pharmacyId»: ожидается положительное целое число'],
  ])('answers 400 naming the field for %j', async (body, message) => {
    expectMessage(await post(`${urlOf(purchaseOrderCalls.composeProducts)}`, body), 400, message);
  });
});
