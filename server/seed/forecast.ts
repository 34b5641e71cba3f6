import { readSeedForecastRows } from '../core/config';
import { forecastBonusSteps, forecastRows, mandatoryMatrixBonuses, products } from '../db/schema';
import { matrixBonusRows, matrixPlans, predictionSteps } from './forecast-bonuses';
import { apteka1ForecastTypes, apteka2ForecastTypes } from './forecast-initiatives';
import { runningInitiatives } from './running-initiatives';
import { barcodesOf, catalogue } from './forecast-products';
import { forecastRowsOf } from './forecast-rows';
import { seedScaleForecast } from './forecast-scale';
import { seedSuppliers } from './orders-suppliers';
import { randomSource } from './reports-random';
import type { SeedStep } from './step';

/** Rows of one insert: a row has 15 values and a statement at most 65 535 parameters. */
const ROWS_PER_INSERT = 2_000;

/**
 * Profit forecast and orders demo: the product catalogue, the Пульс warehouses' stock,
 * apteka1's pharmacy ordering system, the forecasts (apteka1 about 300 rows over eight
 * initiatives, apteka2 a couple of dozen; SEED_FORECAST_ROWS=N gives apteka1 N rows instead),
 * the prediction and the mandatory-matrix bonus tables. Runs after the reports demo, whose
 * initiatives the forecast rows belong to. README lists what end-to-end tests rely on.
 */
export const forecastSeed: SeedStep = {
  name: 'forecast and orders: catalogue, Пульс stock, ordering systems, forecasts, bonuses',
  async run({ db, clock }) {
    const now = clock();
    await db
      .insert(products)
      .values(catalogue.map((entry) => ({ id: entry.id, name: entry.name, barcodes: barcodesOf(entry), nominalPrice: entry.price })));
    // One source per purpose, so changing one part of the demo leaves the others as they were.
    await seedSuppliers(db, catalogue, randomSource(401));

    const apteka1 = await runningInitiatives(db, 1, now, apteka1ForecastTypes);
    const apteka2 = await runningInitiatives(db, 2, now, apteka2ForecastTypes);
    const scale = readSeedForecastRows(process.env);
    const rows = [
      ...(scale === null ? forecastRowsOf(1, apteka1, catalogue, { min: 3, max: 6 }, randomSource(402)) : []),
      ...forecastRowsOf(2, apteka2, catalogue.slice(0, 12), { min: 1, max: 3 }, randomSource(403)),
    ];
    for (let from = 0; from < rows.length; from += ROWS_PER_INSERT)
      await db.insert(forecastRows).values(rows.slice(from, from + ROWS_PER_INSERT));
    if (scale !== null) await seedScaleForecast(db, scale, apteka1);

    for (const plan of matrixPlans) {
      await db.insert(forecastBonusSteps).values(predictionSteps(plan));
      await db.insert(mandatoryMatrixBonuses).values(matrixBonusRows(plan, now));
    }
  },
};
