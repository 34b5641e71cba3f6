import { describe, expect, it } from 'vitest';
import {
  RgPositions,
  RgPromoters,
  purchaseOrderCalls,
  type RgPosition,
  type RgPositionsRequest,
} from '../../../src/api/contract/purchase-order';
import { expectMessage, parsed, reportsGateway } from '../reports/support';
import { urlOf } from '../support/requests';

const { get, post } = reportsGateway();

const rg = async (request: RgPositionsRequest, login: 'apteka1' | 'apteka2' | 'manager' = 'apteka1') =>
  parsed(RgPositions, await post(`${urlOf(purchaseOrderCalls.rgPositions)}`, request, login));
const ids = (rows: RgPosition[]) => rows.map((row) => row.promotionalProductId);

describe('GET pharmacy-rg-promoters', () => {
  it("answers the promoters of apteka1's RG positions once each, in Russian order", async () => {
    const promoters = parsed(RgPromoters, await get(`${urlOf(purchaseOrderCalls.rgPromoters)}`));
    const all = await rg({});
    expect(promoters).toEqual([...new Set(all.map((row) => row.promoter))].sort(new Intl.Collator('ru').compare));
    expect(promoters.length).toBeGreaterThan(5);
  });
});

describe('POST recommended-goods', () => {
  it('answers the RG positions across a price range, named from the catalogue', async () => {
    const all = await rg({});
    const prices = all.map((row) => row.nominalPrice);
    expect(Math.min(...prices)).toBeLessThan(100);
    expect(Math.max(...prices)).toBeGreaterThan(1000);
    expect(all.some((row) => row.balance === 0)).toBe(true);
    expect(all.some((row) => row.possibleSupplierGroups.length === 0)).toBe(true);
    expect(all.some((row) => row.otherInitiativeNames.length > 0)).toBe(true);
    expect(all.find((row) => row.promotionalProductId === 40112)).toMatchObject({
      promotionalProductName: 'Нурофен, таблетки 200 мг №20',
      nominalPrice: 152.4,
    });
  });

  it('honours each filter as §5 reads it, the price bounds included', async () => {
    const all = await rg({});
    const kept = async (request: RgPositionsRequest, test: (row: RgPosition) => boolean) => {
      const expected = all.filter(test);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      expect(ids(await rg(request))).toEqual(ids(expected));
    };
    await kept({ priceFrom: 152.4, priceTo: 500 }, (row) => row.nominalPrice >= 152.4 && row.nominalPrice <= 500);
    await kept({ priceFrom: 1000 }, (row) => row.nominalPrice >= 1000);
    await kept({ priceTo: 152.4 }, (row) => row.nominalPrice <= 152.4);
    await kept({ zeroBalance: true }, (row) => row.balance !== null && row.balance <= 0);
    await kept({ promoters: ['Санофи', 'Байер'] }, (row) => ['Санофи', 'Байер'].includes(row.promoter));
    const name = all.flatMap((row) => row.otherInitiativeNames)[0];
    await kept({ excludeInitiatives: [name] }, (row) => !row.otherInitiativeNames.includes(name));
    await kept({ suppliers: ['Пульс'] }, (row) => row.possibleSupplierGroups.includes('Пульс'));
    await kept({ products: [40112, 41016] }, (row) => [40112, 41016].includes(row.promotionalProductId));
    // Crossed bounds keep nothing; empty lists are no filter.
    expect(await rg({ priceFrom: 500, priceTo: 100 })).toEqual([]);
    expect(ids(await rg({ promoters: [], excludeInitiatives: [], suppliers: null, zeroBalance: false }))).toEqual(ids(all));
  });

  it('answers apteka2 its own positions', async () => {
    const apteka1 = new Set(ids(await rg({})));
    const apteka2 = await rg({}, 'apteka2');
    expect(apteka2.length).toBeGreaterThan(0);
    expect(apteka2.filter((row) => apteka1.has(row.promotionalProductId))).toEqual([]);
    expect(ids(await rg({ pharmacyId: 2 }, 'manager'))).toEqual(ids(apteka2));
  });

  it.each([
    [{ priceFrom: -1 }, 'Поле «priceFrom»: не меньше 0'],
    [{ priceTo: 1e11 }, 'Поле «priceTo»: слишком большое число'],
    [{ priceFrom: '100' }, 'Поле «priceFrom»: ожидается число'],
    [{ promoters: 'Санофи' }, 'Поле «promoters»: ожидается список: промоутеры'],
    [{ promoters: ['x'.repeat(501)] }, 'Поле «promoters.0»: не длиннее 500 символов'],
    [{ excludeInitiatives: [1] }, 'Поле «excludeInitiatives.0»: ожидается строка'],
    [{ products: [0] }, 'Поле «products.0»: ожидается положительное целое число'],
  ])('answers 400 naming the field for %j', async (body, message) => {
    expectMessage(await post(`${urlOf(purchaseOrderCalls.rgPositions)}`, body), 400, message);
  });
});
