import { tableFromIPC } from 'apache-arrow';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../src/api/contract/common';
import { ForecastRows, forecastCalls, type ForecastRow } from '../../src/api/contract/forecast';
import { rowsOf } from './support/arrow-rows';
import { forecastArrowMediaType, forecastArrowRowsKey } from '../../src/api/contract/forecast-arrow';
import { forecastArrowBuilds, forecastRows, products } from '../../server/db/schema';
import { forecastArrowPieces } from '../../server/services/forecast/arrow-snapshot';
import { startGateway, type TestGateway } from './support/app';
import { signIn, urlOf } from './support/requests';

let gateway: TestGateway;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  gateway = await startGateway();
  for (const login of ['apteka1', 'apteka2', 'manager']) tokens[login] = (await signIn(gateway.app, login)).access_token;
});
afterAll(() => gateway?.close());

const read = (query: string, login: string | null, accept = forecastArrowMediaType) =>
  gateway.app.inject({
    method: 'GET',
    url: `${urlOf(forecastCalls.forecastRows)}?${query}`,
    headers: { accept, ...(login ? { authorization: `Bearer ${tokens[login]}` } : {}) },
  });

async function arrowRows(query: string, login = 'apteka1'): Promise<ForecastRow[]> {
  const answer = await read(query, login);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe(forecastArrowMediaType);
  return rowsOf(tableFromIPC(answer.rawPayload));
}

async function jsonRows(query: string, login = 'apteka1'): Promise<ForecastRow[]> {
  const answer = await read(query, login, 'application/json');
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/u);
  return v.parse(ForecastRows, answer.json());
}

const storedBuilds = (pharmacyId: number) =>
  gateway.database.db
    .select({ batches: forecastArrowBuilds.batches })
    .from(forecastArrowBuilds)
    .where(eq(forecastArrowBuilds.pharmacyId, pharmacyId));

describe('GET profit-forecast as Arrow', () => {
  it('answers every row of the pharmacy as an Arrow stream equal to the JSON pages, from the build the seed stored', async () => {
    expect(await storedBuilds(1)).toEqual([{ batches: 1 }]);
    const json = await jsonRows('pharmacyId=1');
    expect(json.length).toBeGreaterThan(250);
    expect(await arrowRows('pharmacyId=1')).toEqual(json);
    expect(await arrowRows('pharmacyId=1')).toEqual(json);
    // Its schema announces the rows, so the portal's decoder makes room for them once.
    expect(tableFromIPC((await read('pharmacyId=1', 'apteka1')).rawPayload).schema.metadata.get(forecastArrowRowsKey)).toBe(
      String(json.length),
    );
    expect(await storedBuilds(1)).toEqual([{ batches: 1 }]);
    expect(await arrowRows('pharmacyId=2', 'manager')).toEqual(await jsonRows('pharmacyId=2', 'manager'));
  });

  it('names a product missing from the catalogue and an unknown initiative as the JSON pages do', async () => {
    const db = gateway.database.db;
    await db
      .update(forecastRows)
      .set({ productId: 987_654_321, otherInitiativeIds: [424_242] })
      .where(sql`${forecastRows.pharmacyId} = 2 AND ${forecastRows.line} = 0`);
    const json = await jsonRows('pharmacyId=2', 'apteka2');
    expect(json[0]).toMatchObject({
      promotionalProductName: 'Товар с кодом 987654321',
      barcodes: [],
      otherInitiatives: [{ id: 424_242, name: 'Инициатива №424242' }],
    });
    expect(await arrowRows('pharmacyId=2', 'apteka2')).toEqual(json);
  });

  it('shows a change of the forecast, of a product or of an initiative: the stored build is forgotten', async () => {
    const db = gateway.database.db;
    const before = await arrowRows('pharmacyId=1');
    expect(await storedBuilds(1)).toHaveLength(1);

    // The forecast rows of the pharmacy change: its build goes, another pharmacy's stays.
    await arrowRows('pharmacyId=2', 'apteka2');
    await db
      .update(forecastRows)
      .set({ quantityForOrder: 777 })
      .where(sql`${forecastRows.pharmacyId} = 1 AND ${forecastRows.line} = 3`);
    expect(await storedBuilds(1)).toEqual([]);
    expect(await storedBuilds(2)).toHaveLength(1);
    // The read after the change builds it anew (and stores it).
    const changed = await arrowRows('pharmacyId=1');
    expect(changed[3].quantityForOrder).toBe(777);
    expect(await storedBuilds(1)).toEqual([{ batches: 1 }]);
    expect(changed).toEqual(await jsonRows('pharmacyId=1'));

    // A re-import of the pharmacy's forecast (delete, then insert).
    const rows = await db.select().from(forecastRows).where(eq(forecastRows.pharmacyId, 1));
    await db.delete(forecastRows).where(eq(forecastRows.pharmacyId, 1));
    expect(await arrowRows('pharmacyId=1')).toEqual([]);
    await db.insert(forecastRows).values(rows.slice(0, 10));
    expect(await arrowRows('pharmacyId=1')).toEqual((await jsonRows('pharmacyId=1')).slice(0, 10));
    expect(await arrowRows('pharmacyId=1')).toHaveLength(10);

    // A product renamed: every build goes.
    await arrowRows('pharmacyId=2', 'apteka2');
    const productId = rows[0].productId;
    await db.update(products).set({ name: 'Переименованный товар' }).where(eq(products.id, productId));
    expect(await storedBuilds(2)).toEqual([]);
    expect((await arrowRows('pharmacyId=1'))[0].promotionalProductName).toBe('Переименованный товар');
    expect(before.length).toBeGreaterThan(10);
  });

  it("sends quantities as narrow as the pharmacy's values allow, money as exact kopecks, and rebuilds a build stored without its schema", async () => {
    const db = gateway.database.db;
    const typesOf = async () => {
      const answer = await read('pharmacyId=2', 'apteka2');
      const table = tableFromIPC(answer.rawPayload);
      expect(rowsOf(table)).toEqual(await jsonRows('pharmacyId=2', 'apteka2'));
      return Object.fromEntries(
        table.schema.fields
          .filter((field) => /Quantity|ForOrder|Amount|balance|Price|Profit/u.test(field.name))
          .map((field) => [field.name, String(field.type)]),
      );
    };
    // The demo's packs are whole and small: one byte a value, sales up to 400 two.
    expect(await typesOf()).toEqual({
      regionalPurchasingPrice: 'Decimal[14e+2]',
      minQuantity: 'Int8',
      requiredQuantity: 'Int8',
      regionalSalesQuantity: 'Int16',
      possibleProfit: 'Decimal[14e+2]',
      quantityForOrder: 'Int8',
      purchasedAmount: 'Int8',
      balance: 'Int8',
    });
    // Half a pack, and a balance of 40 000: the next build widens those two columns.
    await db
      .update(forecastRows)
      .set({ purchasedAmount: 1.5, balance: 40_000 })
      .where(sql`${forecastRows.pharmacyId} = 2 AND ${forecastRows.line} = 1`);
    expect(await typesOf()).toMatchObject({ purchasedAmount: 'Decimal[14e+3]', balance: 'Int32', minQuantity: 'Int8' });
    // A build stored by an older gateway has no schema piece: it is built anew, not sent broken.
    await db.execute(sql`DELETE FROM forecast_arrow_batches WHERE batch = -1`);
    expect(await typesOf()).toMatchObject({ purchasedAmount: 'Decimal[14e+3]' });
    expect(await storedBuilds(2)).toEqual([{ batches: 1 }]);
  });

  it('keeps no half-written build when the reader goes away before the last batch', async () => {
    const db = gateway.database.db;
    await db.delete(forecastArrowBuilds).where(eq(forecastArrowBuilds.pharmacyId, 1));
    const pieces = forecastArrowPieces(db, 1, gateway.clock.now);
    await pieces.next(); // the schema
    await pieces.next(); // the first batch, being stored
    expect(await storedBuilds(1)).toEqual([{ batches: null }]);
    await pieces.return(undefined);
    expect(await storedBuilds(1)).toEqual([]);
    // The next read builds it whole.
    expect(await arrowRows('pharmacyId=1')).toEqual(await jsonRows('pharmacyId=1'));
    expect(await storedBuilds(1)).toEqual([{ batches: 1 }]);
  });

  it('leaves no connection behind when readers go away in the middle of a stored build', async () => {
    const db = gateway.database.db;
    expect(await arrowRows('pharmacyId=1')).toHaveLength((await jsonRows('pharmacyId=1')).length);
    // More abandoned reads than the pool has connections (10): a leaked or half-read one would
    // leave the next reads waiting or failing.
    for (let reader = 0; reader < 12; reader++) {
      const pieces = forecastArrowPieces(db, 1, gateway.clock.now);
      await pieces.next(); // the schema
      expect((await pieces.next()).value?.length).toBeGreaterThan(0); // the stored batch's first bytes
      await pieces.return(undefined);
    }
    expect(await arrowRows('pharmacyId=1')).toEqual(await jsonRows('pharmacyId=1'));
    expect(await storedBuilds(1)).toEqual([{ batches: 1 }]);
  });

  it('gives a pharmacy user only its own forecast, and no forecast without a token', async () => {
    for (const id of ['1', '999']) {
      const refused = await read(`pharmacyId=${id}`, 'apteka2');
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^application\/json/u);
      expect(v.parse(ErrorBody, refused.json()).message).toBe('Нет доступа к данным другой аптеки');
    }
    expect((await read('pharmacyId=1', null)).statusCode).toBe(401);
    const bad = await read('pharmacyId=abc', 'apteka1');
    expect(bad.statusCode).toBe(400);
    expect(v.parse(ErrorBody, bad.json()).message).toMatch(/pharmacyId/u);
  });

  it('answers JSON pages without the Arrow Accept, or with paging whatever the Accept', async () => {
    const page = await read('pharmacyId=2&offset=0&limit=5', 'apteka2');
    expect(page.headers['content-type']).toMatch(/^application\/json/u);
    expect(v.parse(ForecastRows, page.json())).toHaveLength(5);
    const refusedArrow = await read('pharmacyId=2', 'apteka2', `${forecastArrowMediaType};q=0, application/json`);
    expect(refusedArrow.headers['content-type']).toMatch(/^application\/json/u);
    const either = await read('pharmacyId=2', 'apteka2', `application/json;q=0.5, ${forecastArrowMediaType}`);
    expect(either.headers['content-type']).toBe(forecastArrowMediaType);
  });
});
