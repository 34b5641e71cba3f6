import { expect, type Locator, type Page } from '@playwright/test';

/** Signs in through the sign-in screen, as a user would, and waits for the shell. */
export async function signIn(page: Page, login: string, password = login): Promise<void> {
  await page.goto('sign-in');
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/**
 * «Очистить черновик», confirmed: an order screen's typed quantities and filters go, in every tab
 * (the gateway keeps one draft per user, pharmacy and screen, so journeys on the same screen clear
 * it before and after they type).
 */
export async function clearDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Очистить черновик' }).click();
  await page.getByRole('dialog', { name: 'Очистить черновик?' }).getByRole('button', { name: 'Очистить' }).click();
  await expect(page.getByRole('dialog', { name: 'Очистить черновик?' })).toBeHidden();
}

/** The order screens' refusal of a quantity that is not a whole number of packs. */
export const wholePacks = 'Только целое число упаковок';

/**
 * The order quantity a row shows the pharmacist: the grid's active cell holds a text box, the
 * others plain text (QuantityCell). Tab out of the grid leaves the cell just typed the active one,
 * and a merge of drafts either keeps the grid (the box stays) or draws it anew (text): both were
 * seen on the same journey (2026-12-03).
 */
export async function expectQuantityShown(cell: Locator, packs: string): Promise<void> {
  await expect.poll(() => quantityIn(cell)).toBe(packs);
}

/** The row's order quantity is no longer `packs` (a draft cleared), in its text box or as text. */
export async function expectQuantityGone(cell: Locator, packs: string): Promise<void> {
  await expect.poll(() => quantityIn(cell)).not.toBe(packs);
}

const quantityIn = (cell: Locator) =>
  cell.evaluate((element) => (element instanceof HTMLInputElement ? element.value : (element.textContent ?? '')));

/** Types after a quantity (F2 edits in place) as a pharmacist does, key by key, and checks it was refused in words. */
export async function expectRefusedPacks(page: Page, box: Locator, keys: string, shown: string, kept: string): Promise<void> {
  await box.press('F2');
  await box.pressSequentially(keys);
  await expect(box).toHaveValue(shown);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  const reason = page.getByRole('alert').filter({ hasText: wholePacks });
  await expect(reason).toBeVisible();
  await expect(reason).toHaveText(`${wholePacks}. В заказе остаётся ${kept}`);
  await expect(box).toHaveAccessibleDescription(`${wholePacks}. В заказе остаётся ${kept}`);
}

/** apteka1 signed in and on «Отчёты», the quarter's initiatives shown down to «Итого»: the overview's grid. */
export async function openOverview(page: Page): Promise<Locator> {
  await signIn(page, 'apteka1');
  await expectShell(page);
  await page.getByRole('link', { name: 'Отчёты' }).click();
  const grid = page.getByRole('grid', { name: 'Инициативы аптеки за квартал' });
  await expect(grid.getByRole('row').filter({ hasText: 'Итого' })).toBeVisible();
  return grid;
}

export async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'АДРЕС АПТЕКИ' })).toBeVisible();
}

/** One axe finding, short enough to read in a failed test's message. */
interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (injected from node_modules: the portal's CSP forbids inline scripts, so the
 * browser context needs `bypassCSP: true`) on the page as next painted, modals included, and fails
 * on any serious or critical violation, listing each with the elements it found.
 */
export async function expectNoSeriousAxeViolations(page: Page, where: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  // The page as painted: what a click or an answer just put in it is laid out in the next frame,
  // and that frame's ResizeObservers (a wide table's Tab stop) run before its paint. Checked before
  // that frame on a busy machine, a table that scrolls was seen without its stop, which no user sees.
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
  const findings = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
          }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  });
  const serious = findings.filter((finding: AxeFinding) => finding.impact === 'serious' || finding.impact === 'critical');
  expect(serious, `${where}: ${JSON.stringify(serious, null, 1)}`).toEqual([]);
}
