import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { CashierParam } from '../../api/contract/payroll';
import * as login from '../../machines/payroll/cashier-login.machine';
import { StayingButton } from '../../ui/StayingButton';

/**
 * The login, password, 'Работает' and Create/Save cells of a cashier flagged validUser (§2.6, §4,
 * §5): one cashier-login machine per row, started with the account the month was loaded with.
 */
/** The id of the rules above the cashier table, that every login and password box is described by. */
export const credentialRulesId = 'payroll-credential-rules';

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
  const loginProblem = useSelector(account, login.selectLoginProblem);
  const passwordProblem = useSelector(account, login.selectPasswordProblem);
  const loginMessageId = useId();
  const passwordMessageId = useId();
  const inactiveId = useId();
  const confirmation = useSaveConfirmation(saving, failure, action);
  // While the row saves, its boxes are read-only: the machine takes no edit until the answer (what
  // it sends is what was typed when Save was pressed), so a keystroke would be lost unseen.
  const type = (event: login.CashierLoginEvent) => {
    confirmation.clear();
    account.send(event);
  };
  return (
    <>
      <td>
        <input
          className={fieldClass(loginProblem)}
          aria-label={`Логин: ${name}`}
          aria-invalid={loginProblem ? true : undefined}
          aria-describedby={loginProblem ? loginMessageId : credentialRulesId}
          autoComplete="off"
          value={value}
          readOnly={readOnly || saving}
          onChange={(event) => type({ type: 'login.type', text: event.target.value })}
        />
        <CellProblem id={loginMessageId} problem={loginProblem} />
      </td>
      <td>
        <input
          className={fieldClass(passwordProblem)}
          type="password"
          aria-label={`Пароль: ${name}`}
          aria-invalid={passwordProblem ? true : undefined}
          aria-describedby={passwordProblem ? passwordMessageId : credentialRulesId}
          autoComplete="new-password"
          value={password}
          readOnly={saving}
          onChange={(event) => type({ type: 'password.type', text: event.target.value })}
        />
        <CellProblem id={passwordMessageId} problem={passwordProblem} />
      </td>
      <td className="payroll__center">
        <input
          type="checkbox"
          aria-label={`Работает: ${name}`}
          checked={activated}
          disabled={saving}
          aria-describedby={activated ? undefined : inactiveId}
          onChange={(event) => type({ type: 'activated.set', activated: event.target.checked })}
        />
        {/* A login without 'Работает' exists but cannot sign in: said where the box is. */}
        {!activated && (
          <span id={inactiveId} className="payroll-login__inactive">
            не сможет войти
          </span>
        )}
      </td>
      <td>
        {/* Pressed, it is unavailable while the row saves, yet keeps the focus. */}
        <StayingButton
          className="button"
          unavailable={!canSave}
          aria-label={`${action}: ${name}`}
          onClick={() => account.send({ type: 'save' })}
        >
          {action}
        </StayingButton>
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
        <span role="status" className="payroll-login__saved">
          {confirmation.text}
        </span>
      </td>
    </>
  );
}

/**
 * 'Вход создан' or 'Изменения сохранены' once a save has gone through, until the row is edited again
 * (the button turning into 'Сохранить' said nothing to the user).
 */
function useSaveConfirmation(saving: boolean, failure: string | null, action: string) {
  const [text, setText] = useState('');
  const pressed = useRef(action);
  const wasSaving = useRef(saving);
  useEffect(() => {
    if (saving) pressed.current = action;
    else if (wasSaving.current && !failure) setText(pressed.current === 'Создать' ? 'Вход создан' : 'Изменения сохранены');
    wasSaving.current = saving;
  }, [saving, failure, action]);
  return { text, clear: () => setText('') };
}

const fieldClass = (problem: string | null) =>
  problem ? 'payroll__field payroll__field--text payroll__field--invalid' : 'payroll__field payroll__field--text';

/** Why the typed login or password is refused, under its box: 'Только латинские буквы и цифры'. */
function CellProblem({ id, problem }: { id: string; problem: string | null }) {
  if (!problem) return null;
  return (
    <span id={id} className="field__reason payroll__field-message">
      {problem.charAt(0).toUpperCase() + problem.slice(1)}
    </span>
  );
}
