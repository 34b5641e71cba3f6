import type { Browser, Locator, Page } from 'playwright';
import { benchContext, settleChange, signIn, type InputEvent, type Sample } from './page';

/**
 * The purchase order tab ('Расчёт заказа по видам инициатив') of the built portal with its
 * positions in the positions worker, driven as a user drives it: the type PROCUREMENT (every
 * position of SEED_PURCHASE_POSITIONS), 'Показать список товаров', then each filter of the list
 * on and off and a quantity typed. A filter is timed from its input event to the first frame
 * showing the summary cells of the worker's new view (the rows of that view, fetched after it,
 * timed too); an edit to the first frame showing another 'Ориентировочная стоимость заказа, руб.'.
 */
export interface PositionsSample extends Sample {
  /** From the input event to the frame showing the grid's rows of the new view; null: not a view change. */
  rowsMs: number | null;
}

/** The steps, in the order run; `on`/`off` of one filter alternate, so each starts from no filter. */
export const positionsSteps = [
  ['load', "'Показать список товаров' → rows shown"],
  ['zeroBalanceOn', "'Нулевые остатки' on"],
  ['zeroBalanceOff', "'Нулевые остатки' off"],
  ['planNotFulfilledOn', "'План не выполнен' on"],
  ['planNotFulfilledOff', "'План не выполнен' off"],
  ['promoterOn', "'Промоутер': one ticked"],
  ['promoterOff', "'Промоутер': unticked"],
  ['supplierOn', "'Поставщик': one ticked"],
  ['supplierOff', "'Поставщик': unticked"],
  ['productOn', "'Промо-товар': one ticked"],
  ['productOff', "'Промо-товар': unticked"],
  ['excludedOn', "'Исключить инициативы': one ticked"],
  ['excludedOff', "'Исключить инициативы': unticked"],
  ['quantityEdit', 'quantity committed (Enter) → cost'],
] as const;
export type PositionsStep = (typeof positionsSteps)[number][0];

export interface MenuFigures {
  options: number;
  ticked: string;
  openLongestTaskMs: number;
  closeLongestTaskMs: number;
}

export interface PositionsScreenFigures {
  /** The grid's rows once the list is shown (every position of the type). */
  positions: number;
  samples: Record<PositionsStep, PositionsSample[]>;
  /** Each checkbox menu: its options, what was ticked, the longest task opening and closing it (0: none over 50 ms). */
  menus: Record<string, MenuFigures>;
  /** The long tasks of the load (ms since navigation start, durations): where its main-thread time went. */
  loadTasks: { start: number; duration: number }[];
  /** Positions each filter kept (the grid's rows), from the last run. */
  matching: Partial<Record<PositionsStep, number>>;
}

/** The type every scale position is under (server/seed/purchase.ts scaleTypes). */
const PROCUREMENT = '14';
const filterShown = { condition: 'positionsView', input: 'click', timeoutMs: 60_000, quietMs: 400 } as const;
const menuShown = { condition: 'none', input: 'click', timeoutMs: 60_000, quietMs: 500 } as const;

export async function measurePositionsScreen(
  browser: Browser,
  origin: string,
  runs: number,
  log: (line: string) => void,
): Promise<PositionsScreenFigures> {
  const context = await benchContext(browser, origin);
  try {
    const page = await context.newPage();
    await signIn(page);
    log('  portal: opening the purchase order tab, type PROCUREMENT');
    await page.goto('reports?tab=purchaseOrder');
    const type = page.getByLabel('Вид инициативы');
    await type.locator(`option[value="${PROCUREMENT}"]`).waitFor({ state: 'attached', timeout: 60_000 });
    await type.selectOption(PROCUREMENT);
    // The options of the type load first; the menus open once they are in.
    await page
      .getByRole('button', { name: /^Промоутер: / })
      .and(page.locator(':enabled'))
      .waitFor({ timeout: 120_000 });

    const samples = Object.fromEntries(
      positionsSteps.map(([step]) => [step, [] as PositionsSample[]]),
    ) as PositionsScreenFigures['samples'];
    const matching: PositionsScreenFigures['matching'] = {};
    let loadTasks: PositionsScreenFigures['loadTasks'] = [];
    const measure = async (
      step: PositionsStep,
      act: () => Promise<unknown>,
      options: { condition: 'positionsView' | 'positionsCost'; input: InputEvent; timeoutMs: number; quietMs: number },
    ) => {
      const settled = await settleChange(page, act, options);
      if (step === 'load') loadTasks = settled.tasks;
      const since = (at: number | undefined) => (at === undefined ? null : at - settled.startAt);
      const shownAt = options.condition === 'positionsCost' ? settled.marks.cost : settled.marks.summary;
      samples[step].push({
        ms: since(shownAt) ?? Number.NaN,
        rowsMs: since(settled.marks.rows),
        longestTaskMs: settled.longestTaskMs,
        longTasks: settled.longTasks,
        longestFrameGapMs: settled.longestFrameGapMs,
      });
      matching[step] = await rowCount(page);
    };

    log("  portal: 'Показать список товаров'");
    await measure('load', () => page.getByRole('button', { name: 'Показать список товаров' }).click(), {
      ...filterShown,
      timeoutMs: 600_000,
      quietMs: 1000,
    });
    const positions = matching.load ?? 0;
    log(`  portal: ${positions.toLocaleString('en-US')} positions shown after ${((samples.load[0].rowsMs ?? 0) / 1000).toFixed(1)} s`);

    // Real clicks (Playwright's mouse through DevTools input): the handlers run in the page's own
    // input task, so what React and the machines do there is seen by the 'longtask' observer.
    for (const [label, on, off] of [
      ['Нулевые остатки', 'zeroBalanceOn', 'zeroBalanceOff'],
      ['План не выполнен', 'planNotFulfilledOn', 'planNotFulfilledOff'],
    ] as const) {
      const box = page.getByRole('checkbox', { name: label, exact: true });
      for (let run = 0; run < runs; run++) {
        await measure(on, () => box.click(), filterShown);
        await measure(off, () => box.click(), filterShown);
      }
    }
    log('  portal: checkboxes done');

    const menus: PositionsScreenFigures['menus'] = {};
    for (const [label, on, off] of [
      ['Промоутер', 'promoterOn', 'promoterOff'],
      ['Поставщик', 'supplierOn', 'supplierOff'],
      ['Промо-товар', 'productOn', 'productOff'],
      ['Исключить инициативы', 'excludedOn', 'excludedOff'],
    ] as const) {
      // Opening and closing the menu are not filter changes: only their longest task is kept.
      const opened = await settleChange(page, () => page.getByRole('button', { name: new RegExp(`^${label}: `) }).click(), menuShown);
      const options = page.locator('.checkbox-menu__popup .checkbox-menu__option');
      await options.first().waitFor();
      const first: Locator = options.first().getByRole('checkbox');
      const menu = {
        options: await options.count(),
        ticked: (await options.first().innerText()).trim(),
        openLongestTaskMs: opened.longestTaskMs,
        closeLongestTaskMs: 0,
      };
      menus[label] = menu;
      for (let run = 0; run < runs; run++) {
        await measure(on, () => first.click(), filterShown);
        await measure(off, () => first.click(), filterShown);
      }
      menu.closeLongestTaskMs = (
        await settleChange(page, () => page.keyboard.press('Escape'), { condition: 'none', timeoutMs: 60_000, quietMs: 500 })
      ).longestTaskMs;
      log(`  portal: '${label}' done (${menu.options.toLocaleString('en-US')} options)`);
    }

    // Only the grid's active cell holds a text box: a click on the first quantity makes it active.
    // A typed quantity counts once committed, as in a spreadsheet: each run types another number
    // and is timed from the Enter that commits it to the cost it changes.
    await page.locator('.positions__grid .positions__quantity').first().click();
    const quantity = page.getByRole('textbox', { name: /^Количество к заказу: / });
    for (let run = 0; run < runs; run++) {
      await quantity.fill(String(run + 2));
      await measure('quantityEdit', () => quantity.press('Enter'), {
        condition: 'positionsCost',
        input: 'keydown',
        timeoutMs: 60_000,
        quietMs: 400,
      });
    }
    log('  portal: quantity edits done');
    return { positions, samples, menus, matching, loadTasks };
  } finally {
    await context.close();
  }
}

/** The grid's rows now: react-data-grid's aria-rowcount counts the header row too. */
async function rowCount(page: Page): Promise<number> {
  const count = await page.getByRole('grid', { name: 'Товары заказа по инициативам' }).getAttribute('aria-rowcount');
  return Math.max(0, Number(count ?? 1) - 1);
}
