import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  Contracts,
  EnrichedProducts,
  MotivationProductOptions,
  PromoterNames,
  salesMotivationCalls,
} from '../../../src/api/contract/sales-motivation';
import { reportCalls, ReportRows } from '../../../src/api/contract/reports';
import { urlOf } from '../support/requests';
import { forecastRows, products, purchasePositions } from '../../../server/db/schema';
import { promoProducts } from '../../../server/seed/reports-random';
import { expectMessage, parsed, reportsGateway } from '../reports/support';

const { state, get, post } = reportsGateway();
const db = () => state.gateway.database.db;

const contractName = (promoter: string, number: number) => `Мотивация первостольников: ${promoter}, договор № М-2026/0${number}`;

describe('the plan editor filters', () => {
  it('lists the running contracts in Russian order', async () => {
    expect(parsed(Contracts, await get(urlOf(salesMotivationCalls.currentContracts)))).toEqual([
      { id: 701, name: contractName('Рекитт Бенкизер', 1) },
      { id: 703, name: contractName('Санофи', 3) },
      { id: 702, name: contractName('Хелеон', 2) },
    ]);
  });

  it("lists the promoters of the chosen initiatives' positions, or with none chosen every promoter with the contracts' holders", async () => {
    const [position] = await db().select().from(purchasePositions).where(eq(purchasePositions.pharmacyId, 1)).limit(1);
    const ofInitiative = await db()
      .selectDistinct({ promoter: purchasePositions.promoter })
      .from(purchasePositions)
      .where(and(eq(purchasePositions.pharmacyId, 1), eq(purchasePositions.initiativeId, position.initiativeId)));
    const chosen = parsed(
      PromoterNames,
      await post(urlOf(salesMotivationCalls.findMotivationPromoters), { initiativeIds: [position.initiativeId] }),
    );
    expect(chosen).toEqual(ofInitiative.map((row) => row.promoter).sort((a, b) => a.localeCompare(b, 'ru')));
    const all = parsed(PromoterNames, await post(urlOf(salesMotivationCalls.findMotivationPromoters), {}));
    expect(all).toEqual(expect.arrayContaining(['Рекитт Бенкизер', 'Санофи', 'Хелеон', ...chosen]));
    expect(parsed(PromoterNames, await post(urlOf(salesMotivationCalls.findMotivationPromoters), { initiativeIds: [999_999] }))).toEqual(
      [],
    );
  });

  // The collator weighs the space before the comma: 'Терафлю Экстратаб' before 'Терафлю, порошок'.
  it("finds a contract's products in Russian order by name", async () => {
    expect(
      parsed(MotivationProductOptions, await post(urlOf(salesMotivationCalls.findMotivationProducts), { contractIds: [702] })),
    ).toEqual([
      { id: 41014, name: 'Вольтарен Эмульгель, гель 1 % 50 г' },
      { id: 41015, name: 'Отривин, спрей назальный 0,1 % 10 мл' },
      { id: 41016, name: 'Панадол, таблетки 500 мг №12' },
      { id: 41012, name: 'Пародонтакс, зубная паста 75 мл' },
      { id: 41013, name: 'Сенсодин Мгновенный эффект, зубная паста 75 мл' },
      { id: 41011, name: 'Терафлю Экстратаб, таблетки №10' },
      { id: 40135, name: 'Терафлю, порошок с лимоном №10' },
    ]);
  });

  it('keeps only the products every filter keeps; no filter: the catalogue', async () => {
    expect(
      parsed(
        MotivationProductOptions,
        await post(urlOf(salesMotivationCalls.findMotivationProducts), { contractIds: [702], promoterIds: ['Санофи'] }),
      ),
    ).toEqual([]);
    expect(
      parsed(
        MotivationProductOptions,
        await post(urlOf(salesMotivationCalls.findMotivationProducts), { contractIds: [702], promoterIds: ['Хелеон', 'Санофи'] }),
      ),
    ).toHaveLength(7);
    const catalogue = await db().select({ id: products.id }).from(products);
    expect(parsed(MotivationProductOptions, await post(urlOf(salesMotivationCalls.findMotivationProducts), {}))).toHaveLength(
      catalogue.length,
    );
    const [position] = await db().select().from(purchasePositions).where(eq(purchasePositions.pharmacyId, 1)).limit(1);
    const ofInitiative = await db()
      .selectDistinct({ id: purchasePositions.productId })
      .from(purchasePositions)
      .where(and(eq(purchasePositions.pharmacyId, 1), eq(purchasePositions.initiativeId, position.initiativeId)));
    const found = parsed(
      MotivationProductOptions,
      await post(urlOf(salesMotivationCalls.findMotivationProducts), { initiativeIds: [position.initiativeId] }),
    );
    expect(found.map((product) => product.id).sort()).toEqual(ofInitiative.map((row) => row.id).sort());
  });
});

describe('initiatives the order screens do not list', () => {
  const pharmacistMotivation = 1004; // «Мотивация первостольников: витамины» of the reports demo
  const preventStockout = 1006; // its report counts matrix levels: no products

  it("offer the products their report names, with those products' promoters", async () => {
    expect(await db().select().from(purchasePositions).where(eq(purchasePositions.initiativeId, pharmacistMotivation))).toEqual([]);
    const report = parsed(ReportRows, await get(`${urlOf(reportCalls.reportRowsById, { id: pharmacistMotivation })}`));
    // A plan row is a catalogue product: a product the report names but the catalogue does not know is left out.
    const catalogue = new Set((await db().select({ id: products.id }).from(products)).map((row) => row.id));
    const reported = report.rows.flatMap((row) => ('product' in row && row.product ? [row.product.id] : []));
    const named = new Set(reported.filter((id) => catalogue.has(id)));
    expect(named.size).toBeGreaterThan(0);

    const found = parsed(
      MotivationProductOptions,
      await post(urlOf(salesMotivationCalls.findMotivationProducts), { initiativeIds: [pharmacistMotivation] }),
    );
    expect(found.map((product) => product.id).sort()).toEqual([...named].sort());
    const promoters = parsed(
      PromoterNames,
      await post(urlOf(salesMotivationCalls.findMotivationPromoters), { initiativeIds: [pharmacistMotivation] }),
    );
    const expected = new Set(promoProducts.filter((product) => named.has(product.id)).map((product) => product.promoter));
    expect(promoters).toEqual([...expected].sort((a, b) => a.localeCompare(b, 'ru')));
    // Each promoter keeps exactly its own products of the initiative.
    for (const promoter of promoters) {
      const own = parsed(
        MotivationProductOptions,
        await post(urlOf(salesMotivationCalls.findMotivationProducts), { initiativeIds: [pharmacistMotivation], promoterIds: [promoter] }),
      );
      expect(own.map((product) => product.id).sort()).toEqual(
        promoProducts
          .filter((product) => named.has(product.id) && product.promoter === promoter)
          .map((product) => product.id)
          .sort(),
      );
    }
  });

  it('offer nothing when nothing names their products', async () => {
    expect(
      parsed(PromoterNames, await post(urlOf(salesMotivationCalls.findMotivationPromoters), { initiativeIds: [preventStockout] })),
    ).toEqual([]);
    expect(
      parsed(
        MotivationProductOptions,
        await post(urlOf(salesMotivationCalls.findMotivationProducts), { initiativeIds: [preventStockout] }),
      ),
    ).toEqual([]);
  });

  it("never offer another pharmacy's initiative", async () => {
    expectMessage(
      await post(urlOf(salesMotivationCalls.findMotivationProducts), { pharmacyId: 1, initiativeIds: [pharmacistMotivation] }, 'apteka2'),
      403,
      'Нет доступа к данным другой аптеки',
    );
    expect(
      parsed(
        MotivationProductOptions,
        await post(urlOf(salesMotivationCalls.findMotivationProducts), { initiativeIds: [pharmacistMotivation] }, 'apteka2'),
      ),
    ).toEqual([]);
  });
});

describe('enrich-product', () => {
  it('names each product, its price and the packs sold over the last 30 days, in the order asked', async () => {
    const sales = await db()
      .select({ productId: forecastRows.productId, sold: forecastRows.regionalSalesQuantity })
      .from(forecastRows)
      .where(and(eq(forecastRows.pharmacyId, 1), inArray(forecastRows.productId, [41023, 40112])));
    const soldOf = (id: number) => Math.round(Math.max(0, ...sales.filter((row) => row.productId === id).map((row) => row.sold)));
    expect(
      parsed(EnrichedProducts, await post(urlOf(salesMotivationCalls.enrichMotivationProducts), { productIds: [41023, 40112] })),
    ).toEqual([
      { id: 41023, promotionalProductName: 'Афобазол, таблетки 10 мг №60', lastMonthSale: soldOf(41023), nominalPrice: 431.7 },
      { id: 40112, promotionalProductName: 'Нурофен, таблетки 200 мг №20', lastMonthSale: soldOf(40112), nominalPrice: 152.4 },
    ]);
    expect(parsed(EnrichedProducts, await post(urlOf(salesMotivationCalls.enrichMotivationProducts), { productIds: [] }))).toEqual([]);
  });

  it('names the unknown products in a 400', async () => {
    expectMessage(
      await post(urlOf(salesMotivationCalls.enrichMotivationProducts), { productIds: [40112, 999, 1000] }),
      400,
      'Поле «productIds»: товары не найдены: 999, 1000',
    );
  });
});
