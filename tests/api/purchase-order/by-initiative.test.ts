import { describe, expect, it } from 'vitest';
import {
  InitiativePlan,
  InitiativeTypeOptions,
  PurchaseFilterOptions,
  PurchasePositions,
  purchaseOrderCalls,
  type PurchaseOrderRequest,
  type PurchasePosition,
} from '../../../src/api/contract/purchase-order';
import { initiativeTypeId } from '../../../src/domain/shared/initiative-types';
import { expectMessage, parsed, reportsGateway } from '../reports/support';
import { urlOf } from '../support/requests';

const { get, post } = reportsGateway();

const typeId = (type: string) => initiativeTypeId(type) ?? 0;
const russian = new Intl.Collator('ru', { numeric: true });
const isSorted = (texts: readonly string[]) => texts.every((text, index) => index === 0 || russian.compare(texts[index - 1], text) <= 0);

const positions = async (request: PurchaseOrderRequest, path: string = purchaseOrderCalls.purchasePositions.path) =>
  parsed(PurchasePositions, await post(`/api${path}`, request));
const options = async (request: PurchaseOrderRequest, path: string = purchaseOrderCalls.purchaseFilterOptions.path) =>
  parsed(PurchaseFilterOptions, await post(`/api${path}`, request));

describe('GET initiative-types', () => {
  it("answers the types of apteka1's open initiatives, with purchase positions or not, named, in Russian order", async () => {
    const types = parsed(InitiativeTypeOptions, await get(`${urlOf(purchaseOrderCalls.initiativeTypeOptions)}`));
    // Every open initiative's type that opens this tab: its order icon preselects it.
    expect(types.map((type) => type.type)).toEqual(
      expect.arrayContaining([
        'ESTABLISHED_ORDER',
        'IMPULSE_ACTION',
        'MATRIX_PLUS',
        'PRIVATE_LABEL',
        'PROCUREMENT',
        'PROCUREMENT_GROUPING',
        'PROCUREMENT_GROUPING_SP',
        'PROCUREMENT_PLAN',
        'PROCUREMENT_PLAN_MONETARY',
        'PROCUREMENT_USTM',
        'PRODUCT_OF_THE_DAY',
        // Open, without positions in either service.
        'PHARMACIST_MOTIVATION',
        'PREVENT_STOCKOUT',
        'SALES_PLAN',
        'SALES_PLAN_MONETARY',
        'PRIORITY_SALE',
        'PHARMACY_MOTIVATION',
        'DISCOUNT_COMPENSATION',
        'EVENT_COMPENSATION',
        'SHOWCASE',
      ]),
    );
    expect(new Set(types.map((type) => type.type)).size).toBe(types.length);
    expect(types).toContainEqual({ id: typeId('PROCUREMENT'), type: 'PROCUREMENT', displayName: 'Закупка' });
    expect(types).toContainEqual({ id: 2, type: 'PRIVATE_LABEL', displayName: 'Собственная торговая марка' });
    expect(isSorted(types.map((type) => type.displayName))).toBe(true);
    // The mandatory matrix and recommended goods have tabs of their own.
    expect(types.map((type) => type.type)).not.toContain('MANDATORY_MATRIX');
    expect(types.map((type) => type.type)).not.toContain('RECOMMENDED_GOODS');
    expect(types.map((type) => type.type)).not.toContain('PULSAR_BONUS');
  });

  it("answers apteka2's own types", async () => {
    const types = parsed(InitiativeTypeOptions, await get(`${urlOf(purchaseOrderCalls.initiativeTypeOptions)}`, 'apteka2'));
    expect(types.map((type) => type.type)).toEqual(['SALES_PLAN', 'PRODUCT_OF_THE_DAY']);
  });
});

describe('POST filters-options', () => {
  it('lists the initiatives of the type each service has positions of', async () => {
    const request = { initiativeTypeId: typeId('PRIVATE_LABEL') };
    const realTime = await options(request);
    // PRIVATE_LABEL and the live USTM_SALE are one type.
    expect(realTime.initiativesOfPharmacy).toEqual([
      { id: 1030, name: 'Продажи СТМ «Фармаклуб»', type: 'PRIVATE_LABEL' },
      { id: 1002, name: 'СТМ «Фармаклуб»: уход за кожей', type: 'PRIVATE_LABEL' },
    ]);
    // The regular service has no private-label positions; the monetary plan only it has.
    expect((await options(request, purchaseOrderCalls.regularPurchaseFilterOptions.path)).initiativesOfPharmacy).toEqual([]);
    const monetary = { initiativeTypeId: typeId('PROCUREMENT_PLAN_MONETARY') };
    expect((await options(monetary)).initiativesOfPharmacy).toEqual([]);
    expect(
      (await options(monetary, purchaseOrderCalls.regularPurchaseFilterOptions.path)).initiativesOfPharmacy.map(
        (initiative) => initiative.id,
      ),
    ).toEqual([1008]);
  });

  it('answers the promoters, groups and products of the chosen initiatives, all of the type when none is chosen, sorted', async () => {
    const type = typeId('PRIVATE_LABEL');
    const all = await positions({ initiativeTypeId: type });
    const whole = await options({ initiativeTypeId: type });
    const of = (rows: PurchasePosition[]) => ({
      promoters: [...new Set(rows.map((row) => row.promoter))].sort(russian.compare),
      groups: [...new Set(rows.flatMap((row) => row.possibleSupplierGroups))].sort(russian.compare),
      products: [...new Set(rows.map((row) => row.promotionalProductId))].sort((a, b) => a - b),
    });
    expect(whole.promoters).toEqual(of(all).promoters);
    expect(whole.possibleSupplierGroups).toEqual(of(all).groups);
    expect(whole.products.map((product) => product.id).sort((a, b) => a - b)).toEqual(of(all).products);
    expect(isSorted(whole.products.map((product) => product.name))).toBe(true);

    const one = await options({ initiativeTypeId: type, selectedInitiatives: [1030] });
    const ofOne = of(all.filter((row) => row.initiativeId === 1030));
    expect(one.promoters).toEqual(ofOne.promoters);
    expect(one.products.map((product) => product.id).sort((a, b) => a - b)).toEqual(ofOne.products);
    expect(one.products.length).toBeLessThan(whole.products.length);
    // The list of initiatives stays whole: it is what the user chooses from.
    expect(one.initiativesOfPharmacy).toEqual(whole.initiativesOfPharmacy);
  });
});

describe('POST purchase-order', () => {
  it('answers every position of the type in each service, named from the catalogue and the initiatives', async () => {
    const realTime = await positions({ initiativeTypeId: typeId('PROCUREMENT') });
    const regular = await positions({ initiativeTypeId: typeId('PROCUREMENT') }, purchaseOrderCalls.regularPurchasePositions.path);
    expect(new Set(realTime.map((row) => row.initiativeId))).toEqual(new Set([1014]));
    expect(new Set(regular.map((row) => row.initiativeId))).toEqual(new Set([1014]));
    // The same initiative in both services, with figures of its own in each.
    expect(regular.map((row) => row.promotionalProductId)).toEqual(realTime.map((row) => row.promotionalProductId));
    expect(regular.map((row) => [row.purchasedAmount, row.balance])).not.toEqual(realTime.map((row) => [row.purchasedAmount, row.balance]));
    const first = realTime[0];
    expect(first.initiativeName).toBe('Закупка у «Пульс»: осенний сезон');
    expect(first.promotionalProductName).not.toMatch(/^Товар с кодом/);
    expect(first.otherInitiativeNames).toHaveLength(first.otherInitiativeIds.length);
  });

  it('has what the filters need: zero balances, positions without groups, plans met and not met, other initiatives', async () => {
    const types = parsed(InitiativeTypeOptions, await get(`${urlOf(purchaseOrderCalls.initiativeTypeOptions)}`));
    const all = (await Promise.all(types.map((type) => positions({ initiativeTypeId: type.id })))).flat();
    expect(all.some((row) => row.balance === 0)).toBe(true);
    expect(all.some((row) => row.possibleSupplierGroups.length === 0)).toBe(true);
    expect(all.some((row) => row.planAmount !== null && (row.purchasedAmount ?? 0) >= row.planAmount)).toBe(true);
    expect(all.some((row) => row.planAmount !== null && (row.purchasedAmount ?? 0) < row.planAmount)).toBe(true);
    expect(all.some((row) => row.otherInitiativeIds.length > 0)).toBe(true);
    expect(new Set(all.map((row) => row.promoter)).size).toBeGreaterThan(3);
  });

  it('honours each filter it is sent as §5 reads it', async () => {
    const request = { initiativeTypeId: typeId('PRIVATE_LABEL') };
    const all = await positions(request);
    const ids = (rows: PurchasePosition[]) => rows.map((row) => `${row.initiativeId}:${row.promotionalProductId}`);
    const kept = async (extra: Partial<PurchaseOrderRequest>, test: (row: PurchasePosition) => boolean) => {
      const answer = await positions({ ...request, ...extra });
      const expected = all.filter(test);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      expect(ids(answer)).toEqual(ids(expected));
    };
    await kept({ zeroBalance: true }, (row) => row.balance !== null && row.balance <= 0);
    await kept({ planNotFulfilled: true }, (row) => row.planAmount !== null && (row.purchasedAmount ?? 0) < row.planAmount);
    await kept({ selectedInitiatives: [1002] }, (row) => row.initiativeId === 1002);
    const promoter = all[0].promoter;
    await kept({ promoters: [promoter] }, (row) => row.promoter === promoter);
    const group = all.flatMap((row) => row.possibleSupplierGroups)[0];
    // A position without groups is out once a supplier is chosen.
    await kept({ suppliers: [group] }, (row) => row.possibleSupplierGroups.includes(group));
    const product = all[1].promotionalProductId;
    await kept({ products: [product] }, (row) => row.promotionalProductId === product);
    const excluded = all.flatMap((row) => row.otherInitiativeIds)[0];
    await kept({ excludedInitiatives: [excluded] }, (row) => !row.otherInitiativeIds.includes(excluded));
    // An empty choice is no filter.
    expect(ids(await positions({ ...request, promoters: [], suppliers: null, selectedInitiatives: [] }))).toEqual(ids(all));
  });

  it("answers apteka2 its own positions, which apteka1's calls never show", async () => {
    const own = await positions({ initiativeTypeId: typeId('SALES_PLAN') });
    expect(own).toEqual([]);
    const answer = await post(`${urlOf(purchaseOrderCalls.purchasePositions)}`, { initiativeTypeId: typeId('SALES_PLAN') }, 'apteka2');
    const apteka2 = parsed(PurchasePositions, answer);
    expect(new Set(apteka2.map((row) => row.initiativeId))).toEqual(new Set([5003]));
    // A chosen initiative of another pharmacy keeps nothing: the call reads only the caller's.
    expect(await positions({ initiativeTypeId: typeId('PRODUCT_OF_THE_DAY'), selectedInitiatives: [5002] })).toEqual([]);
  });

  it.each([
    [{}, 'Поле «initiativeTypeId»: обязательное поле'],
    [{ initiativeTypeId: 999 }, 'Поле «initiativeTypeId»: неизвестный тип инициативы'],
    [{ initiativeTypeId: 0 }, 'Поле «initiativeTypeId»: ожидается положительное целое число'],
    [{ initiativeTypeId: 1e12 }, 'Поле «initiativeTypeId»: слишком большое число'],
    [{ initiativeTypeId: '14' }, 'Поле «initiativeTypeId»: ожидается целое число'],
    [{ initiativeTypeId: 14, selectedInitiatives: [1e12] }, 'Поле «selectedInitiatives.0»: слишком большое число'],
    [{ initiativeTypeId: 14, selectedInitiatives: 1014 }, 'Поле «selectedInitiatives»: ожидается список: инициативы'],
    [{ initiativeTypeId: 14, zeroBalance: 'да' }, 'Поле «zeroBalance»: ожидается true или false'],
    [{ initiativeTypeId: 14, promoters: ['a\u0000'] }, 'Поле «promoters.0»: недопустимый символ'],
    [{ initiativeTypeId: 14, products: [1.5] }, 'Поле «products.0»: ожидается целое число'],
    [{ initiativeTypeId: 14, pharmacyId: 'один' }, 'Поле «pharmacyId»: ожидается целое число'],
  ])('answers 400 naming the field for %j, in both services and both calls', async (body, message) => {
    for (const path of [
      purchaseOrderCalls.purchasePositions.path,
      purchaseOrderCalls.purchaseFilterOptions.path,
      purchaseOrderCalls.regularPurchasePositions.path,
      purchaseOrderCalls.regularPurchaseFilterOptions.path,
    ]) {
      expectMessage(await post(`/api${path}`, body), 400, message);
    }
  });
});

describe('GET initiative plan', () => {
  it('answers the plan sum in SIP prices, null for an initiative without a plan', async () => {
    const plan = parsed(InitiativePlan, await get(`${urlOf(purchaseOrderCalls.initiativePlan, { pharmacyId: 1, initiativeId: 1014 })}`));
    expect(plan.planSum).toBeGreaterThan(0);
    expect(parsed(InitiativePlan, await get(`${urlOf(purchaseOrderCalls.initiativePlan, { pharmacyId: 1, initiativeId: 1026 })}`))).toEqual(
      { planSum: null },
    );
    expect(
      parsed(InitiativePlan, await get(`${urlOf(purchaseOrderCalls.initiativePlan, { pharmacyId: 2, initiativeId: 5003 })}`, 'apteka2'))
        .planSum,
    ).toBeGreaterThan(0);
  });

  it("answers 404 for an initiative that is not the pharmacy's, 403 for another pharmacy", async () => {
    expectMessage(
      await get(`${urlOf(purchaseOrderCalls.initiativePlan, { pharmacyId: 1, initiativeId: 5003 })}`),
      404,
      'Инициатива №5003 не найдена в аптеке №1',
    );
    expectMessage(
      await get(`${urlOf(purchaseOrderCalls.initiativePlan, { pharmacyId: 1, initiativeId: 999_999 })}`),
      404,
      'Инициатива №999999 не найдена в аптеке №1',
    );
    expectMessage(
      await get(`${urlOf(purchaseOrderCalls.initiativePlan, { pharmacyId: 1, initiativeId: 9_999_999_999 })}`),
      404,
      'Инициатива №9999999999 не найдена в аптеке №1',
    );
    expectMessage(
      await get(`${urlOf(purchaseOrderCalls.initiativePlan, { pharmacyId: 2, initiativeId: 5003 })}`),
      403,
      'Нет доступа к данным другой аптеки',
    );
    expectMessage(
      await get(`${urlOf(purchaseOrderCalls.initiativePlan, { pharmacyId: 9_999_999_999, initiativeId: 1014 })}`),
      403,
      'Нет доступа к данным другой аптеки',
    );
    // Staff may ask about any pharmacy; one that does not exist is 404.
    expect(
      parsed(InitiativePlan, await get(`${urlOf(purchaseOrderCalls.initiativePlan, { pharmacyId: 2, initiativeId: 5003 })}`, 'manager'))
        .planSum,
    ).toBeGreaterThan(0);
    expectMessage(
      await get(`${urlOf(purchaseOrderCalls.initiativePlan, { pharmacyId: 9_999_999_999, initiativeId: 1014 })}`, 'manager'),
      404,
      'Аптека №9999999999 не найдена',
    );
  });

  it.each([
    ['/reports/purchase-order/initiative/plan/abc/1014', 'Поле «pharmacyId»: ожидается положительное целое число'],
    ['/reports/purchase-order/initiative/plan/1/0', 'Поле «initiativeId»: ожидается положительное целое число'],
    ['/reports/purchase-order/initiative/plan/1/99999999999', 'Поле «initiativeId»: ожидается положительное целое число'],
    ['/reports/purchase-order/initiative/plan/1/-5', 'Поле «initiativeId»: ожидается положительное целое число'],
  ])('answers 400 for %s', async (path, message) => {
    expectMessage(await get(`/api${path}`), 400, message);
  });
});
