import { useActorRef, useSelector } from '@xstate/react';
import type { CashierParam } from '../../api/contract/payroll';
import * as login from '../../machines/cashier-login.machine';

/**
 * The login, password, 'Работает' and Create/Save cells of a cashier flagged validUser (§2.6, §4,
 * §5): one cashier-login machine per row, started with the account the month was loaded with.
 */
export function CashierLoginCells({ pharmacyId, cashier }: { pharmacyId: number; cashier: CashierParam }) {
  const account = useActorRef(login.cashierLoginMachine, {
    input: {
      pharmacyId,
      cashierFullName: cashier.cashierFullName,
      cashierUserId: cashier.cashierUserId ?? null,
      username: cashier.username ?? null,
      activated: cashier.activated,
    },
  });
  const name = cashier.cashierFullName;
  const value = useSelector(account, login.selectLogin);
  const password = useSelector(account, login.selectPassword);
  const activated = useSelector(account, login.selectActivated);
  const readOnly = useSelector(account, login.selectLoginReadOnly);
  const canSave = useSelector(account, login.selectCanSaveLogin);
  const saving = useSelector(account, login.selectLoginSaving);
  const action = useSelector(account, login.selectLoginAction);
  const failure = useSelector(account, login.selectLoginFailure);
  return (
    <>
      <td>
        <input
          className="payroll__field payroll__field--text"
          aria-label={`Логин: ${name}`}
          autoComplete="off"
          value={value}
          readOnly={readOnly}
          onChange={(event) => account.send({ type: 'login.type', text: event.target.value })}
        />
      </td>
      <td>
        <input
          className="payroll__field payroll__field--text"
          type="password"
          aria-label={`Пароль: ${name}`}
          autoComplete="new-password"
          value={password}
          onChange={(event) => account.send({ type: 'password.type', text: event.target.value })}
        />
      </td>
      <td className="payroll__center">
        <input
          type="checkbox"
          aria-label={`Работает: ${name}`}
          checked={activated}
          onChange={(event) => account.send({ type: 'activated.set', activated: event.target.checked })}
        />
      </td>
      <td>
        <button type="button" className="button" disabled={!canSave} aria-label={`${action}: ${name}`} onClick={() => account.send({ type: 'save' })}>
          {action}
        </button>
        {saving && (
          <span role="status" className="payroll-login__saving">
            Сохранение...
          </span>
        )}
        {failure && (
          <span role="alert" className="payroll-login__failure">
            {failure}
          </span>
        )}
      </td>
    </>
  );
}
