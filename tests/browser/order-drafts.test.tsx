import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { savedDrafts } from './support/handlers/order-drafts';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp } from './support/render-app';
import { rgHandlers } from './support/rg-order-data';

/**
 * The RG order's draft on the screen, the gateway mocked with msw: a kept draft
 * comes back with a notice of what changed; a typed quantity is saved shortly after; a back end
 * without drafts (404) keeps it on this computer only and says so in one quiet line; a failed
 * save says the draft waits on this computer, and leaving the page asks first.
 */
withMockServer();

const grid = () => page.getByRole('grid', { name: 'Товары заказа по группам закупок' });
const rowOf = (name: string) => grid().getByRole('row').filter({ hasText: name });
const draftsPath = '/api/pharmacy-cabinet-purchase-service/v1/order-drafts/:screen';

/** The typed lines of the RG draft kept on this computer (localStorage), or null. */
function keptHere() {
  const key = Object.keys(localStorage).find((name) => name.startsWith('orderDraft:') && name.endsWith(':rg-order'));
  const copy = key ? (JSON.parse(localStorage.getItem(key)!) as { draft: { edits: unknown[] } | null }) : null;
  return copy?.draft?.edits ?? null;
}

/**
 * The page's 'beforeunload' listeners added after msw's, watched from the start of each test: a
 * real beforeunload on this window would tell msw's worker the page is gone.
 */
const leavingListeners = new Set<EventListener>();
beforeEach(() => {
  leavingListeners.clear();
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      if (type === 'beforeunload') leavingListeners.add(listener as EventListener);
      add(type, listener, options);
    },
  );
  vi.spyOn(window, 'removeEventListener').mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions) => {
      if (type === 'beforeunload') leavingListeners.delete(listener as EventListener);
      remove(type, listener, options);
    },
  );
});
afterEach(() => vi.restoreAllMocks());

/** Whether leaving the page now would ask first: a listener cancels the beforeunload the browser would send. */
function leavingAsks() {
  const leaving = new Event('beforeunload', { cancelable: true });
  leavingListeners.forEach((listener) => listener(leaving));
  return leaving.defaultPrevented;
}

async function openRg() {
  await page.viewport(1400, 900);
  mockServer.use(...rgHandlers());
  renderApp('/reports?tab=purchaseOrderRG', { signedIn: true });
  await expect.element(rowOf('Товар 103')).toBeVisible();
}

/** The quantity cell of a line: the last cell holding only digits (or nothing). */
const quantityOf = (name: string) =>
  rowOf(name)
    .getByRole('gridcell')
    .filter({ has: page.getByText(/^\d*$/u) })
    .last();

async function typeQuantity(name: string, packs: string) {
  await quantityOf(name).click();
  const box = grid().getByRole('textbox', { name: `Количество к заказу: ${name}` });
  await userEvent.fill(box, packs);
  await userEvent.keyboard('{Enter}');
}

describe('the RG order’s draft', () => {
  it('offers «Очистить черновик» once the kept draft is read: a clearing before would be undone by the read', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(
      http.get(draftsPath, async () => {
        await answered;
        return HttpResponse.json({ screen: 'rg-order', revision: 0, draft: null, savedAt: null });
      }),
    );
    await openRg();
    const clear = page.getByRole('button', { name: 'Очистить черновик' });
    await expect.element(clear).toBeDisabled();
    answer();
    await expect.element(clear).toBeEnabled();
  });

  it('restores a kept quantity and lists what changed under the draft instead of applying silently', async () => {
    savedDrafts.set('rg-order', {
      revision: 4,
      draft: {
        state: {
          promoters: [],
          filters: { excludedInitiatives: [], zeroBalance: false, priceFrom: '', priceTo: '', supplier: null, productId: null },
        },
        edits: [
          { key: ':103', text: '9', name: 'Товар 103', price: 1, balance: 1 },
          { key: ':999', text: '5', name: 'Вольтарен', price: 10, balance: null },
        ],
      },
    });
    await openRg();
    await expect.element(page.getByText('Позиции больше нет: Вольтарен (было введено 5)')).toBeVisible();
    await expect.element(page.getByText(/^Цена изменилась: Товар 103 — 1,00 ₽ → /u)).toBeVisible();
    await expect.element(rowOf('Товар 103')).toHaveTextContent(/9/u);
    await userEvent.click(page.getByRole('button', { name: 'Понятно' }));
    await expect.element(page.getByText('Позиции больше нет: Вольтарен (было введено 5)')).not.toBeInTheDocument();
    // The notice went with its «Понятно»: the focus stayed on the draft's bar, the next Tab on «Очистить черновик».
    expect(document.activeElement?.classList.contains('order-draft')).toBe(true);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Очистить черновик' })).toHaveFocus();
  });

  it('saves a typed quantity shortly after, and «Очистить черновик» asks first, then clears it', async () => {
    await openRg();
    await typeQuantity('Товар 103', '12');
    await expect.element(page.getByText('Черновик сохранён')).toBeVisible();
    expect(savedDrafts.get('rg-order')?.draft?.edits).toEqual([expect.objectContaining({ key: ':103', text: '12', name: 'Товар 103' })]);
    await userEvent.click(page.getByRole('button', { name: 'Очистить черновик' }));
    const dialog = page.getByRole('dialog', { name: 'Очистить черновик?' });
    await userEvent.click(dialog.getByRole('button', { name: 'Отмена' }));
    expect(savedDrafts.get('rg-order')?.draft).not.toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Очистить черновик' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Очистить' }));
    await expect.poll(() => savedDrafts.get('rg-order')?.draft).toBeNull();
  });

  it('a back end without drafts (404): the draft is kept on this computer only, the line says so, and clearing clears it here', async () => {
    mockServer.use(http.get(draftsPath, () => HttpResponse.json({ message: 'Такого метода нет' }, { status: 404 })));
    await openRg();
    await expect.element(page.getByText('Черновик хранится только на этом компьютере: сервер черновики не сохраняет')).toBeVisible();
    await typeQuantity('Товар 103', '3');
    await expect.element(rowOf('Товар 103')).toHaveTextContent(/3/u);
    await expect.poll(() => keptHere()).toEqual([expect.objectContaining({ key: ':103', text: '3' })]);
    // Nothing waits for the gateway: leaving the page does not ask.
    expect(leavingAsks()).toBe(false);
    await userEvent.click(page.getByRole('button', { name: 'Очистить черновик' }));
    const dialog = page.getByRole('dialog', { name: 'Очистить черновик?' });
    await expect.element(dialog.getByText('будут удалены на этом компьютере')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Очистить' }));
    await expect.poll(() => keptHere()).toBeNull();
  });

  it('a failed save says quietly that the draft waits on this computer, with no error window; leaving asks first; it is tried again', async () => {
    let puts = 0;
    mockServer.use(http.put(draftsPath, () => (puts++, HttpResponse.json({ message: 'Сервис недоступен' }, { status: 503 }))));
    await openRg();
    await typeQuantity('Товар 103', '4');
    await expect.element(page.getByText('Черновик сохранён на этом компьютере — отправим на сервер, когда будет связь')).toBeVisible();
    expect(document.querySelector('dialog[open]')).toBeNull();
    expect(keptHere()).toEqual([expect.objectContaining({ key: ':103', text: '4' })]);
    expect(leavingAsks()).toBe(true);
    await expect.poll(() => puts, { timeout: 8000 }).toBeGreaterThan(1);
  });

  it('a save refused because another browser saved since merges both: the line typed only there comes in, a line typed in both keeps this one’s text and is named', async () => {
    await openRg();
    await typeQuantity('Товар 103', '12');
    await expect.element(page.getByText('Черновик сохранён')).toBeVisible();
    const kept = savedDrafts.get('rg-order')!;
    // Another browser retypes Товар 103 and types Товар 101.
    savedDrafts.set('rg-order', {
      revision: kept.revision + 1,
      draft: {
        state: kept.draft!.state,
        edits: [
          { key: ':103', text: '20', name: 'Товар 103', price: 300, balance: 1 },
          { key: ':101', text: '3', name: 'Товар 101', price: 50, balance: 1 },
        ],
      },
    });
    await typeQuantity('Товар 103', '15');
    const notice = page.getByRole('status').filter({ hasText: 'Черновик объединён' });
    await expect.element(notice).toHaveTextContent('Черновик объединён: к сохранённому на сервере добавлено введённое на этом компьютере');
    await expect.element(notice).toHaveTextContent('Введено в двух местах, оставлено введённое здесь: Товар 103 — 20 → 15');
    await expect.element(quantityOf('Товар 101')).toHaveTextContent(/^3$/u);
    await expect.element(quantityOf('Товар 103')).toHaveTextContent(/^15$/u);
    await expect
      .poll(() => savedDrafts.get('rg-order')?.draft?.edits.map(({ key, text }) => `${key}=${text}`))
      .toEqual([':103=15', ':101=3']);
    await userEvent.click(notice.getByRole('button', { name: 'Понятно' }));
    await expect.element(notice).not.toBeInTheDocument();
  });
});
