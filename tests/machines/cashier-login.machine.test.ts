import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { CashierUserSave } from '../../src/api/contract/payroll';
import * as login from '../../src/machines/payroll/cashier-login.machine';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof login.cashierLoginMachine>;
interface Pending {
  input: CashierUserSave;
  resolve(value: { cashierUserId: number }): void;
  reject(error: unknown): void;
}

const input: login.CashierLoginInput = {
  pharmacyId: 1,
  cashierFullName: 'Петров Пётр',
  cashierUserId: null,
  username: null,
  activated: true,
};

function startLogin() {
  const saves: Pending[] = [];
  const machine = login.cashierLoginMachine.provide({
    actors: {
      saveCashierLogin: fromPromise<{ cashierUserId: number }, CashierUserSave>(
        ({ input: body }) => new Promise((resolve, reject) => saves.push({ input: body, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, saves, settle, snapshot: () => actor.getSnapshot() };
}
type Sut = ReturnType<typeof startLogin>;

// Typing a login, a refused Cyrillic login, a password, a refused password with a space,
// switching the account off, saving, and the two answers of the save.
const events = [
  { type: 'login.type', text: 'petrov1' },
  { type: 'login.type', text: 'петров' },
  { type: 'password.type', text: 'Pa$$w0rd!' },
  { type: 'password.type', text: 'pass word' },
  { type: 'activated.set', activated: false },
  { type: 'save' },
  { type: 'xstate.done.actor.0.cashierLogin.saving', output: { cashierUserId: 77 } },
  { type: 'xstate.error.actor.0.cashierLogin.saving', error: new Error('Логин уже занят') },
] as never[];

const pw = 'Pa$$w0rd!';

type PathEvent = { type: string; text?: string; activated?: boolean; output?: { cashierUserId: number }; error?: Error };

async function play(sut: Sut, event: PathEvent) {
  if (event.type.startsWith('xstate.done')) sut.saves.at(-1)!.resolve(event.output!);
  else if (event.type.startsWith('xstate.error')) sut.saves.at(-1)!.reject(event.error);
  else sut.actor.send(event as never);
  await sut.settle();
}

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.login,
    snapshot.context.password,
    snapshot.context.activated,
    snapshot.context.cashierUserId,
  ]);

/** e.g. 'saved petrov1/— off #77': the state, the login, the password (pw for Pa$$w0rd!), the switch, the account. */
const where = (snapshot: Snapshot) => {
  const { login: name, password, activated, cashierUserId } = snapshot.context;
  const typed = password === pw ? 'pw' : password || '—';
  return `${String(snapshot.value)} ${name || '—'}/${typed} ${activated ? 'on' : 'off'}${cashierUserId === null ? '' : ` #${cashierUserId}`}`;
};

/** What the row shows (§4, §5, §8), and the body of the save under way. */
interface Seen {
  login: string;
  password: string;
  activated: boolean;
  readOnly: boolean;
  action: 'Создать' | 'Сохранить';
  canSave: boolean;
  saving: boolean;
  failure: string | null;
  sending: Pick<CashierUserSave, 'username' | 'password' | 'activated' | 'cashierUserId'> | null;
  /** What is marked under the login and the password boxes. */
  problems: [string | null, string | null];
}

const taken = 'Ошибка сохранения пользователя: Логин уже занят';
const loginRefused = 'только латинские буквы и цифры';
const passwordRefused = 'только латинские буквы, цифры и символы ! @ # $ % ^ & *';
const problemsOf = (login: string, password: string): Seen['problems'] => [
  login === 'петров' ? loginRefused : null,
  password === 'pass word' ? passwordRefused : null,
];
/** A row being typed into, before any account exists: 'Создать', saving only with both fields filled in and neither refused. */
const typing = (login: string, password: string, activated: boolean): Seen => {
  const problems = problemsOf(login, password);
  return {
    login,
    password,
    activated,
    readOnly: false,
    action: 'Создать',
    canSave: login !== '' && password !== '' && !problems[0] && !problems[1],
    saving: false,
    failure: null,
    sending: null,
    problems,
  };
};
/** A save under way: nothing can be saved again; the body sent is what the row shows. */
const saving = (activated: boolean, cashierUserId: number | null): Seen => ({
  login: 'petrov1',
  password: pw,
  activated,
  readOnly: cashierUserId !== null,
  action: cashierUserId === null ? 'Создать' : 'Сохранить',
  canSave: false,
  saving: true,
  failure: null,
  sending: { username: 'petrov1', password: pw, activated, cashierUserId },
  problems: [null, null],
});
/** The account exists: the login is read-only, the password was cleared, 'Сохранить' needs a new one. */
const saved = (password: string, activated: boolean): Seen => ({
  login: 'petrov1',
  password,
  activated,
  readOnly: true,
  action: 'Сохранить',
  canSave: password === pw,
  saving: false,
  failure: null,
  sending: null,
  problems: problemsOf('petrov1', password),
});
/** The save failed: the message under the row, the fields kept, saving offered again. */
const failed = (activated: boolean, cashierUserId: number | null): Seen => ({
  login: 'petrov1',
  password: pw,
  activated,
  readOnly: cashierUserId !== null,
  action: cashierUserId === null ? 'Создать' : 'Сохранить',
  canSave: true,
  saving: false,
  failure: taken,
  sending: null,
  problems: [null, null],
});

// By hand. Any edit clears the failure. A refused text ('петров', 'pass word') is kept as typed and
// marked under its box; while one is there the row cannot be saved.
const expected: Record<string, Seen> = {
  'editing петров/— on': typing('петров', '', true),
  'editing петров/— off': typing('петров', '', false),
  'editing петров/pw on': typing('петров', pw, true),
  'editing петров/pw off': typing('петров', pw, false),
  'editing петров/pass word on': typing('петров', 'pass word', true),
  'editing петров/pass word off': typing('петров', 'pass word', false),
  'editing —/pass word on': typing('', 'pass word', true),
  'editing —/pass word off': typing('', 'pass word', false),
  'editing petrov1/pass word on': typing('petrov1', 'pass word', true),
  'editing petrov1/pass word off': typing('petrov1', 'pass word', false),
  'editing petrov1/pass word on #77': saved('pass word', true),
  'editing petrov1/pass word off #77': saved('pass word', false),
  'editing —/— on': typing('', '', true),
  'editing —/— off': typing('', '', false),
  'editing petrov1/— on': typing('petrov1', '', true),
  'editing petrov1/— off': typing('petrov1', '', false),
  'editing —/pw on': typing('', pw, true),
  'editing —/pw off': typing('', pw, false),
  'editing petrov1/pw on': typing('petrov1', pw, true),
  'editing petrov1/pw off': typing('petrov1', pw, false),
  'saving petrov1/pw on': saving(true, null),
  'saving petrov1/pw off': saving(false, null),
  'saved petrov1/— on #77': saved('', true),
  'saved petrov1/— off #77': saved('', false),
  // An edit after the save leaves 'saved' for editing (the account stays, the login read-only).
  'editing petrov1/— off #77': saved('', false),
  'editing petrov1/pw on #77': saved(pw, true),
  'editing petrov1/pw off #77': saved(pw, false),
  'saving petrov1/pw on #77': saving(true, 77),
  'saving petrov1/pw off #77': saving(false, 77),
  'failed petrov1/pw on': failed(true, null),
  'failed petrov1/pw off': failed(false, null),
  'failed petrov1/pw on #77': failed(true, 77),
  'failed petrov1/pw off #77': failed(false, 77),
};

describe('cashier login machine, every shortest path, checked against what the user sees', () => {
  const paths = getShortestPaths(login.cashierLoginMachine, { events, serializeState: serializeState as never, input });

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where as never, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startLogin();
        await walkAndSee(path, {
          play: (event: PathEvent) => play(sut, event),
          current: () => sut.snapshot(),
          where: where as never,
          see: (): Seen => {
            const snapshot = sut.snapshot();
            const pending = login.selectLoginSaving(snapshot) ? sut.saves.at(-1)!.input : null;
            return {
              login: login.selectLogin(snapshot),
              password: login.selectPassword(snapshot),
              activated: login.selectActivated(snapshot),
              readOnly: login.selectLoginReadOnly(snapshot),
              action: login.selectLoginAction(snapshot),
              canSave: login.selectCanSaveLogin(snapshot),
              saving: login.selectLoginSaving(snapshot),
              failure: login.selectLoginFailure(snapshot),
              sending: pending && {
                username: pending.username,
                password: pending.password,
                activated: pending.activated,
                cashierUserId: pending.cashierUserId,
              },
              problems: [login.selectLoginProblem(snapshot), login.selectPasswordProblem(snapshot)],
            };
          },
          expected,
        });
      },
    );
  }
});

describe('cashier login machine, by hand', () => {
  it('sends §3 payload and keeps the returned cashierUserId for the next save', async () => {
    const sut = startLogin();
    sut.actor.send({ type: 'login.type', text: 'petrov1' });
    sut.actor.send({ type: 'password.type', text: 'Secret1!' });
    sut.actor.send({ type: 'save' });
    expect(sut.saves[0].input).toEqual({
      pharmacyId: 1,
      cashierTin: '',
      cashierFullName: 'Петров Пётр',
      cashierUserId: null,
      username: 'petrov1',
      password: 'Secret1!',
      activated: true,
    });
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
