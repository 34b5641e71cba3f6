import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { CashierUserSave } from '../../src/api/contract/payroll';
import * as login from '../../src/machines/cashier-login.machine';
import { describePath, walkPath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof login.cashierLoginMachine>;
interface Pending { input: CashierUserSave; resolve(value: { cashierUserId: number }): void; reject(error: unknown): void }

const input: login.CashierLoginInput = { pharmacyId: 1, cashierFullName: 'Петров Пётр', cashierUserId: null, username: null, activated: true };

function startLogin() {
  const saves: Pending[] = [];
  const machine = login.cashierLoginMachine.provide({
    actors: { saveCashierLogin: fromPromise<{ cashierUserId: number }, CashierUserSave>(({ input: body }) => new Promise((resolve, reject) => saves.push({ input: body, resolve, reject }))) },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, saves, settle, snapshot: () => actor.getSnapshot() };
}
type Sut = ReturnType<typeof startLogin>;

const events = [
  { type: 'login.type', text: 'petrov1' },
  { type: 'login.type', text: 'петров' },
  { type: 'login.type', text: '' },
  { type: 'password.type', text: 'Pa$$w0rd!' },
  { type: 'password.type', text: 'pass word' },
  { type: 'activated.set', activated: false },
  { type: 'save' },
  { type: 'xstate.done.actor.0.cashierLogin.saving', output: { cashierUserId: 77 } },
  { type: 'xstate.error.actor.0.cashierLogin.saving', error: new Error('Логин уже занят') },
] as never[];

type PathEvent = { type: string; text?: string; activated?: boolean; output?: { cashierUserId: number }; error?: Error };

/** What the row shows (§4, §5, §8), by hand. */
interface Seen {
  login: string;
  password: string;
  activated: boolean;
  readOnly: boolean;
  status: 'нет' | 'Сохранение...' | 'ошибка';
  action: 'Создать' | 'Сохранить';
  saves: number;
}
const initialSeen: Seen = { login: '', password: '', activated: true, readOnly: false, status: 'нет', action: 'Создать', saves: 0 };

function next(seen: Seen, event: PathEvent): Seen {
  const saving = seen.status === 'Сохранение...';
  const edited = (changed: Partial<Seen>): Seen => (saving ? seen : { ...seen, ...changed, status: 'нет' });
  switch (event.type) {
    case 'login.type':
      // Latin letters and digits only; read-only once the account exists.
      return seen.readOnly || !/^[A-Za-z0-9]*$/u.test(event.text!) ? seen : edited({ login: event.text! });
    case 'password.type':
      return /^[A-Za-z0-9!@#$%^&*]*$/u.test(event.text!) ? edited({ password: event.text! }) : seen;
    case 'activated.set':
      return edited({ activated: event.activated! });
    case 'save':
      return !saving && seen.login !== '' && seen.password !== '' ? { ...seen, status: 'Сохранение...', saves: seen.saves + 1 } : seen;
    case 'xstate.done.actor.0.cashierLogin.saving':
      return { ...seen, status: 'нет', password: '', readOnly: true, action: 'Сохранить' };
    case 'xstate.error.actor.0.cashierLogin.saving':
      return { ...seen, status: 'ошибка' };
    default:
      throw new Error(`no model for ${event.type}`);
  }
}

function checkSeen(sut: Sut, seen: Seen) {
  const snapshot = sut.snapshot();
  expect(login.selectLogin(snapshot)).toBe(seen.login);
  expect(login.selectPassword(snapshot)).toBe(seen.password);
  expect(login.selectActivated(snapshot)).toBe(seen.activated);
  expect(login.selectLoginReadOnly(snapshot)).toBe(seen.readOnly);
  expect(login.selectLoginAction(snapshot)).toBe(seen.action);
  expect(login.selectLoginSaving(snapshot)).toBe(seen.status === 'Сохранение...');
  expect(login.selectLoginFailure(snapshot)).toBe(seen.status === 'ошибка' ? 'Ошибка сохранения пользователя: Логин уже занят' : null);
  expect(login.selectCanSaveLogin(snapshot)).toBe(seen.status !== 'Сохранение...' && seen.login !== '' && seen.password !== '');
  expect(sut.saves).toHaveLength(seen.saves);
}

async function play(sut: Sut, event: PathEvent) {
  if (event.type.startsWith('xstate.done')) sut.saves.at(-1)!.resolve(event.output!);
  else if (event.type.startsWith('xstate.error')) sut.saves.at(-1)!.reject(event.error);
  else sut.actor.send(event as never);
  await sut.settle();
}

const serializeState = (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context.login, snapshot.context.password, snapshot.context.activated, snapshot.context.cashierUserId]);

describe('cashier login machine, every shortest path', () => {
  const paths = getShortestPaths(login.cashierLoginMachine, { events, serializeState: serializeState as never, input });

  it('reaches editing, saving, saved and failed', () => {
    const reached = new Set(paths.map((path) => path.state.value as string));
    expect([...reached].sort()).toEqual(['editing', 'failed', 'saved', 'saving']);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const sut = startLogin();
      let seen = initialSeen;
      checkSeen(sut, seen);
      await walkPath(path, {
        play: async (event: PathEvent) => {
          seen = next(seen, event);
          await play(sut, event);
        },
        check: (expected) => {
          expect(serializeState(sut.snapshot())).toBe(serializeState(expected as Snapshot));
          checkSeen(sut, seen);
        },
      });
    });
  }
});

describe('cashier login machine, by hand', () => {
  it('sends §3 payload and keeps the returned cashierUserId for the next save', async () => {
    const sut = startLogin();
    sut.actor.send({ type: 'login.type', text: 'petrov1' });
    sut.actor.send({ type: 'password.type', text: 'Secret1!' });
    sut.actor.send({ type: 'save' });
    expect(sut.saves[0].input).toEqual({ pharmacyId: 1, cashierTin: '', cashierFullName: 'Петров Пётр', cashierUserId: null, username: 'petrov1', password: 'Secret1!', activated: true });
    sut.saves[0].resolve({ cashierUserId: 77 });
    await sut.settle();
    sut.actor.send({ type: 'activated.set', activated: false });
    sut.actor.send({ type: 'password.type', text: 'Other2@' });
    sut.actor.send({ type: 'save' });
    expect(sut.saves[1].input).toMatchObject({ cashierUserId: 77, username: 'petrov1', activated: false });
  });

  it('a cashier without a name cannot be saved', () => {
    const actor = createActor(login.cashierLoginMachine, { input: { ...input, cashierFullName: ' ' } }).start();
    actor.send({ type: 'login.type', text: 'a' });
    actor.send({ type: 'password.type', text: 'b' });
    expect(login.selectCanSaveLogin(actor.getSnapshot())).toBe(false);
  });
});
