/*
 * A cashier's login (spec §3 'Cashier user save payload', §4, §5), one per row
 * flagged validUser.
 *
 * editing  login, password and 'Работает' are typed; Create/Save (cashierUserId null: 'Создать')
 *          is allowed when login, password and the cashier's name are all filled in and login and
 *          password keep §5's rules. A text breaking them (Cyrillic, a space) is kept as typed
 *          and marked on its cell, never dropped. The login is read-only once
 *          the account exists (cashierUserId kept).
 * saving   'Сохранение...' in green; nothing else can be done meanwhile.
 * saved    the account exists: its cashierUserId is kept and the password cleared.
 * failed   'Ошибка сохранения пользователя: {message}' in red until the next edit or save.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { payrollCalls, type CashierUserSave } from '../../api/contract/payroll';
import { http } from '../../api/shared/http';
import { loginProblem, passwordProblem } from '../../domain/payroll/inputs';
import { failureOf, type Failure } from '../shared/api-error';

export interface CashierLoginInput {
  pharmacyId: number;
  cashierFullName: string;
  cashierUserId: number | null;
  username: string | null;
  activated: boolean;
}

export interface CashierLoginContext {
  pharmacyId: number;
  cashierFullName: string;
  cashierUserId: number | null;
  login: string;
  password: string;
  activated: boolean;
  error: Failure | null;
}

export type CashierLoginEvent =
  | { type: 'login.type'; text: string }
  | { type: 'password.type'; text: string }
  | { type: 'activated.set'; activated: boolean }
  | { type: 'save' };

export const saveCashierLogin = fromPromise<{ cashierUserId: number }, CashierUserSave>(async ({ input, signal }) => {
  const answer = await http().request(payrollCalls.saveCashierUser, { params: { id: String(input.pharmacyId) }, body: input, signal });
  return { cashierUserId: answer.data.cashierUserId };
});

const edits = {
  'login.type': { guard: 'loginEditable', target: 'editing', actions: 'typeLogin' },
  'password.type': { target: 'editing', actions: 'typePassword' },
  'activated.set': { target: 'editing', actions: 'setActivated' },
} as const;

export const cashierLoginMachine = setup({
  types: {} as { input: CashierLoginInput; context: CashierLoginContext; events: CashierLoginEvent },
  actors: { saveCashierLogin },
  actions: {
    typeLogin: assign({ login: ({ context, event }) => (event.type === 'login.type' ? event.text : context.login) }),
    typePassword: assign({ password: ({ context, event }) => (event.type === 'password.type' ? event.text : context.password) }),
    setActivated: assign({ activated: ({ context, event }) => (event.type === 'activated.set' ? event.activated : context.activated) }),
    keepAccount: assign({ cashierUserId: (_, account: { cashierUserId: number }) => account.cashierUserId, password: '', error: null }),
    keepFailure: assign({ error: (_, failure: Failure) => failure }),
  },
  guards: {
    // The login of an existing account is not changed here (§5: read-only once a user exists).
    loginEditable: ({ context }) => context.cashierUserId === null,
    complete: ({ context }) =>
      context.login !== '' &&
      context.password !== '' &&
      context.cashierFullName.trim() !== '' &&
      loginProblem(context.login) === null &&
      passwordProblem(context.password) === null,
  },
}).createMachine({
  id: 'cashierLogin',
  context: ({ input }) => ({
    pharmacyId: input.pharmacyId,
    cashierFullName: input.cashierFullName,
    cashierUserId: input.cashierUserId,
    login: input.username ?? '',
    password: '',
    activated: input.activated,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: { on: { ...edits, save: { guard: 'complete', target: 'saving' } } },
    saving: {
      invoke: {
        src: 'saveCashierLogin',
        input: ({ context }) => ({
          pharmacyId: context.pharmacyId,
          cashierTin: '',
          cashierFullName: context.cashierFullName,
          cashierUserId: context.cashierUserId,
          username: context.login,
          password: context.password,
          activated: context.activated,
        }),
        onDone: { target: 'saved', actions: { type: 'keepAccount', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'keepFailure', params: failureOf } },
      },
    },
    saved: { on: { ...edits, save: { guard: 'complete', target: 'saving' } } },
    failed: { on: { ...edits, save: { guard: 'complete', target: 'saving' } } },
  },
});

export type CashierLoginActor = ActorRefFrom<typeof cashierLoginMachine>;
export type CashierLoginSnapshot = SnapshotFrom<typeof cashierLoginMachine>;

/** What a login row shows. */
export const selectLogin = (snapshot: CashierLoginSnapshot) => snapshot.context.login;
export const selectPassword = (snapshot: CashierLoginSnapshot) => snapshot.context.password;
export const selectActivated = (snapshot: CashierLoginSnapshot) => snapshot.context.activated;
/** Why the typed login or password breaks §5, shown under its box; null when it keeps the rule. */
export const selectLoginProblem = (snapshot: CashierLoginSnapshot) => loginProblem(snapshot.context.login);
export const selectPasswordProblem = (snapshot: CashierLoginSnapshot) => passwordProblem(snapshot.context.password);
export const selectLoginReadOnly = (snapshot: CashierLoginSnapshot) => snapshot.context.cashierUserId !== null;
export const selectCanSaveLogin = (snapshot: CashierLoginSnapshot) => snapshot.can({ type: 'save' });
export const selectLoginSaving = (snapshot: CashierLoginSnapshot) => snapshot.matches('saving');
/** 'Создать' for a cashier without an account, 'Сохранить' once it has one. */
export const selectLoginAction = (snapshot: CashierLoginSnapshot) => (snapshot.context.cashierUserId === null ? 'Создать' : 'Сохранить');
export const selectLoginFailure = (snapshot: CashierLoginSnapshot) =>
  snapshot.matches('failed') ? `Ошибка сохранения пользователя: ${snapshot.context.error?.message ?? ''}` : null;
