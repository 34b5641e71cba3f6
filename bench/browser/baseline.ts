import type { Browser } from 'playwright';
import { initialParams } from '../../src/machines/forecast/profit-forecast.types';
import type { ForecastViewParams } from '../../src/workers/forecast/forecast-types';
import { bundleMainThreadPage, mainThreadHtml } from './bundle';
import { benchContext, measureCall, signIn, type Sample } from './page';
import type { PortalPlan } from './portal';

/**
 * The baseline: the same per-row work as the portal's worker (the worker's api itself, see
 * main-thread.ts) on the page's main thread, over the same gateway rows and the same views the
 * portal run chose (its plan). A call's duration is the time the page could not paint.
 */
export interface MainThreadFigures {
  load: Sample;
  firstView: Sample;
  filter: Sample[];
  filterToAll: Sample[];
  weightSlider: Sample[];
  sizeSlider: Sample[];
  quantityEdit: Sample[];
  xlsxExport: Sample[];
}

/** apteka1's pharmacy id in the demo seed (server/seed/foundation.ts). */
const APTEKA1 = 1;

export async function measureMainThread(
  browser: Browser,
  origin: string,
  plan: PortalPlan,
  log: (line: string) => void,
): Promise<MainThreadFigures> {
  const script = await bundleMainThreadPage();
  const context = await benchContext(browser, origin);
  try {
    const page = await context.newPage();
    await signIn(page);
    // Served on the gateway's origin, so the page has the session and the api's relative addresses.
    await page.route(`${origin}/pa/__bench/**`, (route) =>
      route.request().url().endsWith('.js')
        ? route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: script })
        : route.fulfill({ contentType: 'text/html; charset=utf-8', body: mainThreadHtml }),
    );
    await page.goto(`${origin}/pa/__bench/main-thread.html`);
    await page.waitForFunction(() => '__mainThread' in window);

    log('  main thread: loading the forecast in the page');
    const load = await measureCall(page, () => page.evaluate((id) => window.__mainThread.load(id), APTEKA1), 1000);
    let params: ForecastViewParams = initialParams(null);
    const view = (next: Partial<ForecastViewParams>) => {
      params = { ...params, ...next };
      return measureCall(page, () => page.evaluate((chosen) => window.__mainThread.setView(chosen), params));
    };
    const firstView = await view({});
    const filter: Sample[] = [];
    for (const initiativeId of plan.initiativeIds) filter.push(await view({ initiativeId }));
    const filterToAll = [await view({ initiativeId: null })];
    const weightSlider: Sample[] = [];
    for (const priceWeight of plan.priceWeights) weightSlider.push(await view({ priceWeight }));
    const sizeSlider: Sample[] = [];
    let firstRow = 0;
    for (const size of plan.sizes) {
      const sample = await view({ size });
      firstRow = (sample.result as { firstRow: number }).firstRow;
      sizeSlider.push(sample);
    }
    log('  main thread: views done');
    // The portal typed into the grid's first row: the first of the ranking.
    const quantityEdit: Sample[] = [];
    for (const text of plan.quantities) {
      quantityEdit.push(
        await measureCall(page, () =>
          page.evaluate(([row, typed]) => window.__mainThread.editQuantity(row, typed), [firstRow, text] as const),
        ),
      );
    }
    log('  main thread: building the xlsx of the whole forecast');
    const xlsxExport = [await measureCall(page, () => page.evaluate(() => window.__mainThread.buildFile('allPositions')), 1000)];
    return { load, firstView, filter, filterToAll, weightSlider, sizeSlider, quantityEdit, xlsxExport };
  } finally {
    await context.close();
  }
}
