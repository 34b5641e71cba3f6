import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ORDER_DRAFT_MAX_BYTES, OrderDraftAnswer, orderDraftCalls, type OrderDraft } from '../../src/api/contract/order-drafts';
import { urlOf } from './support/requests';
import { expectMessage, parsed, reportsGateway, type Login } from './reports/support';

/**
 * Order drafts (our extension): per user, pharmacy and screen; a pharmacy user
 * only its own pharmacy's; bounded in size and screens; a stale save answers 409, and parallel
 * saves never answer 5xx. Runs on PGlite (api) and PostgreSQL (api-postgres).
 */
const { state, get } = reportsGateway();

const url = (screen: string, pharmacyId?: unknown) =>
  `${urlOf(orderDraftCalls.loadOrderDraft, { screen })}${pharmacyId === undefined ? '' : `?pharmacyId=${String(pharmacyId)}`}`;
const headers = (login: Login) => ({ authorization: `Bearer ${state.tokens[login]}` });
const put = (screen: string, body: unknown, login: Login = 'apteka1', pharmacyId?: unknown) =>
  state.gateway.app.inject({ method: 'PUT', url: url(screen, pharmacyId), headers: headers(login), payload: body as object });
const remove = (screen: string, login: Login = 'apteka1', pharmacyId?: unknown) =>
  state.gateway.app.inject({ method: 'DELETE', url: url(screen, pharmacyId), headers: headers(login) });
const read = async (screen: string, login: Login = 'apteka1', pharmacyId?: unknown) =>
  parsed(OrderDraftAnswer, await get(url(screen, pharmacyId), login));

const draftOf = (text: string): OrderDraft => ({
  state: { choice: { typeId: 3, initiatives: [11] }, listShown: true },
  edits: [{ key: '11:501', text, name: 'Нурофен', price: 120.5, balance: 4 }],
});

describe('a draft', () => {
  it('is none until saved, then read back whole with its revision', async () => {
    expect(await read('purchase-order')).toEqual({ screen: 'purchase-order', revision: 0, draft: null, savedAt: null });
    const saved = parsed(OrderDraftAnswer, await put('purchase-order', { revision: 0, draft: draftOf('7') }));
    expect(saved).toMatchObject({ revision: 1, draft: draftOf('7') });
    expect(await read('purchase-order')).toEqual(saved);
    expect(parsed(OrderDraftAnswer, await put('purchase-order', { revision: 1, draft: draftOf('8') })).revision).toBe(2);
    expect((await read('purchase-order')).draft).toEqual(draftOf('8'));
  });

  it('refuses a save from an older revision with 409 and keeps the newer draft', async () => {
    await put('rg-order', { revision: 0, draft: draftOf('1') });
    const newer = parsed(OrderDraftAnswer, await put('rg-order', { revision: 1, draft: draftOf('2') }));
    expectMessage(
      await put('rg-order', { revision: 1, draft: draftOf('стало') }),
      409,
      'Черновик изменён в другом окне или браузере — обновите',
    );
    expectMessage(await put('rg-order', { revision: 0, draft: draftOf('стало') }), 409, /в другом окне/);
    expect(await read('rg-order')).toEqual(newer);
  });

  it('is cleared by DELETE: no draft, a new revision, and a tab still on the cleared one is refused', async () => {
    await put('recommended-order', { revision: 0, draft: draftOf('5') });
    const cleared = parsed(OrderDraftAnswer, await remove('recommended-order'));
    expect(cleared).toMatchObject({ revision: 2, draft: null });
    expect(await read('recommended-order')).toEqual(cleared);
    expectMessage(await put('recommended-order', { revision: 1, draft: draftOf('5') }), 409, /в другом окне/);
    expect(parsed(OrderDraftAnswer, await put('recommended-order', { revision: 2, draft: draftOf('6') })).revision).toBe(3);
  });

  it('keeps the payroll’s typed figures: its month and the texts as typed, a refused one included, apart from the orders’', async () => {
    const payroll: OrderDraft = {
      state: { month: '2026-10-01' },
      edits: [
        { key: 'cashier:0:fixed', text: '17 500', name: 'Кузнецова Анна Павловна', price: 16242, balance: null },
        { key: 'stat:turnoverPeriod', text: '12,5.', name: '', price: 30, balance: null },
      ],
    };
    expect(await read('payroll', 'apteka2')).toMatchObject({ screen: 'payroll', revision: 0, draft: null });
    expect(parsed(OrderDraftAnswer, await put('payroll', { revision: 0, draft: payroll }, 'apteka2'))).toMatchObject({ revision: 1 });
    expect((await read('payroll', 'apteka2')).draft).toEqual(payroll);
    expect((await read('purchase-order', 'apteka2')).draft).toBeNull();
    // The plan editor's draft is a screen of its own.
    expect(await read('sales-motivation', 'apteka2')).toMatchObject({ screen: 'sales-motivation', revision: 0, draft: null });
    // So is the rewards distribution's: the costs per point as typed.
    const costs: OrderDraft = { state: { costs: { owner: '2,5', manager: '1', cashiers: '0,75' } }, edits: [] };
    expect(parsed(OrderDraftAnswer, await put('rewards-distribution', { revision: 0, draft: costs }, 'apteka2'))).toMatchObject({
      revision: 1,
    });
    expect((await read('rewards-distribution', 'apteka2')).draft).toEqual(costs);
    expectMessage(await put('payroll', { revision: 0, draft: payroll }, 'apteka2'), 409, /в другом окне/);
    expect(parsed(OrderDraftAnswer, await remove('payroll', 'apteka2'))).toMatchObject({ revision: 2, draft: null });
  });

  it('is kept per screen: one screen never sees another’s', async () => {
    await put('profit-forecast', { revision: 0, draft: { state: { params: { size: 10 } }, edits: [] } });
    expect((await read('profit-forecast')).draft).toEqual({ state: { params: { size: 10 } }, edits: [] });
    expect((await read('purchase-order')).draft?.state).not.toHaveProperty('params');
  });
});

describe('whose draft', () => {
  it('is the user’s and its pharmacy’s: a pharmacy user reads and writes only its own, whatever id it sends', async () => {
    const own = await read('purchase-order');
    expect(await read('purchase-order', 'apteka1', 1)).toEqual(own);
    expectMessage(await get(url('purchase-order', 2), 'apteka1'), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(
      await put('purchase-order', { revision: 0, draft: draftOf('9') }, 'apteka1', 2),
      403,
      'Нет доступа к данным другой аптеки',
    );
    expectMessage(await remove('purchase-order', 'apteka1', 2), 403, 'Нет доступа к данным другой аптеки');
    expect(await read('purchase-order', 'apteka2')).toMatchObject({ revision: 0, draft: null });
    expect(await read('purchase-order')).toEqual(own);
  });

  it('makes staff name the pharmacy, and keeps their drafts apart from the pharmacy’s own user', async () => {
    expectMessage(await get(url('purchase-order'), 'manager'), 400, 'Поле «pharmacyId»: укажите аптеку');
    expect(await read('purchase-order', 'manager', 1)).toMatchObject({ revision: 0, draft: null });
    expect(parsed(OrderDraftAnswer, await put('purchase-order', { revision: 0, draft: draftOf('3') }, 'manager', 1)).revision).toBe(1);
    expect((await read('purchase-order')).draft).not.toEqual(draftOf('3'));
    expectMessage(await get(url('purchase-order', 3), 'manager'), 404, 'Аптека №3 не найдена');
  });

  it('refuses callers without a token or without the permission', async () => {
    expect((await state.gateway.app.inject({ method: 'GET', url: url('purchase-order', 1) })).statusCode).toBe(401);
    expect((await get(url('purchase-order', 1), 'owner')).statusCode).toBe(403);
  });
});

describe('bounds and bad input', () => {
  it('knows only the four order screens, the payroll and its plan', async () => {
    expectMessage(await get(url('staff-list')), 400, /^Поле «screen»: такого экрана с черновиком нет/);
    // A path that tries to climb out of the drafts is one screen name, encoded, and no screen.
    expectMessage(await put('../../uaa', { revision: 0, draft: draftOf('1') }), 400, /^Поле «screen»: такого экрана с черновиком нет/);
  });

  it('refuses a draft above 256 KB with 413 in Russian and keeps the one before', async () => {
    const before = await read('purchase-order');
    const edits = Array.from({ length: 3000 }, (_, i) => ({ key: `1:${i}`, text: '1', name: 'П'.repeat(60), price: 1, balance: 1 }));
    expect(Buffer.byteLength(JSON.stringify(edits))).toBeGreaterThan(ORDER_DRAFT_MAX_BYTES);
    expectMessage(await put('purchase-order', { revision: before.revision, draft: { state: {}, edits } }), 413, /больше 256 КБ/);
    const huge = { revision: before.revision, draft: { state: { junk: 'я'.repeat(2 * 1024 * 1024) }, edits: [] } };
    expectMessage(await put('purchase-order', huge), 413, 'Тело запроса слишком большое');
    expect(await read('purchase-order')).toEqual(before);
  });

  it.each([
    [{ revision: -1, draft: draftOf('1') }, /^Поле «revision»: /],
    [{ revision: 1.5, draft: draftOf('1') }, /^Поле «revision»: /],
    [{ revision: 0 }, /^Поле «draft»: /],
    [{ revision: 0, draft: { state: [], edits: [] } }, /^Поле «draft\.state»: /],
    [
      { revision: 0, draft: { state: {}, edits: [{ key: 'a', text: '1', name: 'x', price: 'дорого', balance: null }] } },
      /^Поле «draft\.edits\.0\.price»: /,
    ],
    [
      { revision: 0, draft: { state: {}, edits: [{ key: 'a', text: '1'.repeat(41), name: 'x', price: null, balance: null }] } },
      /^Поле «draft\.edits\.0\.text»: /,
    ],
  ])('answers 400 naming the field for %j', async (body, message) => {
    expectMessage(await put('purchase-order', body), 400, message);
  });
});

describe('two tabs at once', () => {
  it('20 parallel saves from one revision: one is kept, the others answer 409, none 5xx, the winner read back whole', async () => {
    const base = (await read('rg-order', 'apteka2')).revision;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => put('rg-order', { revision: base, draft: draftOf(String(i + 1)) }, 'apteka2')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = v.parse(OrderDraftAnswer, answers[statuses.indexOf(200)].json());
    expect(winner.revision).toBe(base + 1);
    expect(await read('rg-order', 'apteka2')).toEqual(winner);
  });

  it('20 parallel first saves and clearings of a new draft answer no 5xx and leave one consistent draft', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 4 === 3
          ? remove('recommended-order', 'apteka2')
          : put('recommended-order', { revision: 0, draft: draftOf(String(i)) }, 'apteka2'),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).filter((status) => status >= 500)).toEqual([]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const kept = await read('recommended-order', 'apteka2');
    const revisions = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => v.parse(OrderDraftAnswer, answer.json()).revision);
    expect(kept.revision).toBe(Math.max(...revisions));
    expect(new Set(revisions).size).toBe(revisions.length);
  });
});
