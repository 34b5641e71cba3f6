import { rm, stat } from 'node:fs/promises';
import type { Browser, Page, Response } from 'playwright';
import { benchContext, measureChange, measureLoad, signIn, type LoadSample, type Sample } from './page';

/**
 * The built portal with the forecast in its worker, driven as a user drives it: open the tab,
 * choose an initiative, move the sliders with the keyboard, type a quantity, download the whole
 * forecast. Each change is timed from its input event to the first frame that shows the result
 * (probe.js): the grid's rows of the applied view, the new totals, the saved file.
 * It answers what it did (the plan), so the baseline page repeats exactly the same views.
 */
export interface PortalPlan {
  /** Initiative ids chosen in turn, one per filter run; then back to every initiative. */
  initiativeIds: number[];
  /** Price weights after each weight-slider run (ArrowLeft: one step of 0.01 down). */
  priceWeights: number[];
  /** Sizes after each size-slider run (PageDown: a tenth of the range down). */
  sizes: number[];
  /** Texts typed into the first row's quantity, one per edit run. */
  quantities: string[];
}

export interface PortalFigures {
  rows: number;
  load: LoadSample;
  filter: Sample[];
  filterToAll: Sample[];
  weightSlider: Sample[];
  sizeSlider: Sample[];
  quantityEdit: Sample[];
  xlsxExport: Sample[];
  /** Flicking through the whole list with the mouse wheel: the main thread meanwhile. */
  scroll: Sample[];
  exportedBytes: number;
  plan: PortalPlan;
  /**
   * The forecast answers the worker got while the tab loaded, as 'content type (count)': the
   * Arrow stream when the worker's Arrow-first request was served, JSON when it fell back to pages.
   */
  forecastAnswers: string[];
}

const viewShown = { condition: 'view', input: 'change', timeoutMs: 120_000, quietMs: 400 } as const;

export async function measurePortal(browser: Browser, origin: string, runs: number, log: (line: string) => void): Promise<PortalFigures> {
  const context = await benchContext(browser, origin);
  try {
    const page = await context.newPage();
    await signIn(page);
    // The worker's requests, seen on the context (a dedicated worker's fetches belong to it).
    const answers = new Map<string, number>();
    const noteAnswer = (response: Response) => {
      if (!new URL(response.url()).pathname.endsWith('/reports-rt/rest/profit-forecast')) return;
      const type = `${response.status()} ${response.headers()['content-type']?.split(';')[0] ?? 'none'}`;
      answers.set(type, (answers.get(type) ?? 0) + 1);
    };
    context.on('response', noteAnswer);
    log('  portal: opening the profit forecast tab');
    await page.goto('reports?tab=profitForecast');
    const load = await measureLoad(page, 900_000);
    context.off('response', noteAnswer);
    const forecastAnswers = [...answers].map(([type, count]) => `${type} (${count})`);
    log(`  portal: forecast answers during the load: ${forecastAnswers.join(', ') || 'none seen'}`);
    const rows = Number(await sizeRange(page).getAttribute('max'));
    log(`  portal: ${rows.toLocaleString('en-US')} rows shown after ${(load.ms / 1000).toFixed(1)} s`);

    // Scrolling, as a user flicks through the list: 40 wheel turns of 4 000 px, about one a frame.
    // Faster than a screen a frame, the grid shows placeholder rows and renders the rows once the
    // list rests (use-skimming.ts); the measurement runs until after that render, so its tasks count.
    await page.locator('.profit-forecast__grid').hover();
    const scroll: Sample[] = [];
    for (let run = 0; run < runs; run++) {
      const direction = run % 2 === 0 ? 1 : -1;
      scroll.push(
        await measureChange(
          page,
          async () => {
            for (let turn = 0; turn < 40; turn++) {
              await page.mouse.wheel(0, direction * 4000);
              await page.waitForTimeout(16);
            }
          },
          { condition: 'none', timeoutMs: 60_000, quietMs: 500 },
        ),
      );
    }
    log('  portal: scrolling done');

    // Every change is made with real input (keys, clicks, typed text). Playwright's selectOption
    // dispatches the events from a DevTools task, and the work React does inside an event handler
    // would then escape the 'longtask' observer. On Linux, ArrowDown on a closed <select> picks the
    // next option and fires 'change' at once; Home goes back to the first, 'Все инициативы'.
    const initiative = page.getByLabel('Инициатива', { exact: true });
    const plan: PortalPlan = { initiativeIds: [], priceWeights: [], sizes: [], quantities: [] };
    const filter: Sample[] = [];
    for (let run = 0; run < runs; run++) {
      filter.push(await measureChange(page, () => initiative.press('ArrowDown'), viewShown));
      plan.initiativeIds.push(Number(await initiative.inputValue()));
    }
    const filterToAll = [await measureChange(page, () => initiative.press('Home'), viewShown)];
    if ((await initiative.inputValue()) !== '') throw new Error('Home did not choose every initiative');
    log('  portal: filter done');

    const weight = page.getByRole('slider', { name: 'Алгоритм подбора товаров в заказ' });
    const weightSlider: Sample[] = [];
    for (let run = 0; run < runs; run++) {
      weightSlider.push(await measureChange(page, () => weight.press('ArrowLeft'), viewShown));
      plan.priceWeights.push(Number(await weight.inputValue()));
    }
    const sizeSlider: Sample[] = [];
    for (let run = 0; run < runs; run++) {
      sizeSlider.push(await measureChange(page, () => sizeRange(page).press('PageDown'), viewShown));
      plan.sizes.push(Number(await sizeRange(page).inputValue()));
    }
    log('  portal: sliders done');

    // Quantities far above any proposed one, so each edit changes the packs in 'Итого'.
    // Only the grid's active cell holds a text box: a click on the first quantity makes it active.
    await page.locator('.profit-forecast__quantity').first().click();
    const quantity = page.getByRole('textbox', { name: /^Количество к заказу: / });
    const quantityEdit: Sample[] = [];
    // A typed quantity counts once committed, as in a spreadsheet: timed from the Enter that commits it.
    for (let run = 0; run < runs; run++) {
      const text = String(1001 + run);
      await quantity.fill(text);
      quantityEdit.push(
        await measureChange(page, () => quantity.press('Enter'), {
          condition: 'totals',
          input: 'keydown',
          timeoutMs: 60_000,
          quietMs: 400,
        }),
      );
      plan.quantities.push(text);
    }
    log('  portal: quantity edits done; exporting the whole forecast as xlsx');

    // 'Download all': the xlsx of every row the view keeps, built in the worker. Once: it is long.
    // Choosing the action is not measured: selectOption is enough.
    await page.getByLabel('Выберите действие с заказом').selectOption('downloadForecast');
    const downloaded = page.waitForEvent('download', { timeout: 900_000 });
    const xlsxExport = [
      await measureChange(page, () => page.getByRole('button', { name: 'Выполнить' }).click(), {
        condition: 'file',
        input: 'click',
        timeoutMs: 900_000,
        quietMs: 1000,
      }),
    ];
    const download = await downloaded;
    const file = await download.path();
    const exportedBytes = (await stat(file)).size;
    await rm(file, { force: true });
    return {
      rows,
      load,
      filter,
      filterToAll,
      weightSlider,
      sizeSlider,
      quantityEdit,
      xlsxExport,
      scroll,
      exportedBytes,
      plan,
      forecastAnswers,
    };
  } finally {
    await context.close();
  }
}

const sizeRange = (page: Page) => page.getByRole('slider', { name: 'Количество товаров в заказе' });
