import type { PayrollActor } from '../../machines/payroll/payroll.machine';
import { focusableWhileScrolling } from '../../ui/scroll-focus';
import { cellText } from '../../machines/payroll/payroll.edits';
import { cellKey, type CashierEditField, type PayrollDraft } from '../../machines/payroll/payroll.types';
import { figureLabels } from '../../domain/payroll/labels';
import type { PayrollResult } from '../../domain/payroll/result';
import { cashierCredentialLimits } from '../../domain/payroll/inputs';
import { cashierFigureRules } from '../../domain/payroll/figure-rules';
import { CashierLoginCells, credentialRulesId } from './CashierLoginCells';
import { ExplainedCell } from './ExplainedCell';
import { money } from './format';
import { NoAccountCell } from './NoAccountCell';
import { NumberField } from './NumberField';

/** An editable column; `short` for a few digits. */
interface Column {
  field: CashierEditField;
  name: string;
  short?: boolean;
}
const editable: Column[] = [
  { field: 'fixed', name: 'Ставка, руб.' },
  { field: 'workHours', name: 'Отработано, ч', short: true },
  { field: 'workMinutes', name: 'Отработано, мин', short: true },
];
const afterEarned: Column[] = [
  { field: 'personalBonus', name: figureLabels.personalBonus },
  { field: 'salePlan', name: 'План продаж на месяц, руб.' },
  { field: 'marketingShare', name: 'Доля маркетинга, %', short: true },
];

interface Props {
  payroll: PayrollActor;
  pharmacyId: number;
  month: string;
  draft: PayrollDraft;
  texts: Record<string, string>;
  /** The figures' violations by cell key. */
  messages: ReadonlyMap<string, string>;
  result: PayrollResult | null;
}

/**
 * The 'Кассиры' tab (§2.6): each cashier's rate, hours, what the hours earn by the rate, the
 * unique bonus and the sales plan; login, password, 'Работает' and Create/Save only for rows
 * flagged validUser.
 */
export function CashierTable({ payroll, pharmacyId, month, draft, texts, messages, result }: Props) {
  if (draft.cashierParams.length === 0) return <p>Кассиры не найдены</p>;
  const field = (index: number, name: string, column: Column) => (
    <td key={column.field}>
      <NumberField
        label={`${column.name}: ${name}`}
        rule={cashierFigureRules[column.field]}
        text={cellText(
          texts,
          cellKey.cashier(index, column.field),
          draft.cashierParams[index][column.field],
          cashierFigureRules[column.field],
        )}
        message={messages.get(cellKey.cashier(index, column.field))}
        short={column.short}
        onType={(text) => payroll.send({ type: 'cashier.edit', index, field: column.field, text })}
      />
    </td>
  );
  const withAccounts = draft.cashierParams.some((cashier) => cashier.validUser);
  return (
    <>
      {/* What a login and a password may hold, said before anything typed is refused. */}
      {withAccounts && (
        <p id={credentialRulesId} className="payroll__hint">
          Логин: латинские буквы и цифры, от 1 до {cashierCredentialLimits.login} символов. Пароль: латинские буквы, цифры и символы ! @ # $
          % ^ & *, от 1 до {cashierCredentialLimits.password} символов. Без отметки «Работает» кассир не сможет войти.
        </p>
      )}
      {/* The cashiers' figures, login and password do not fit a tablet or a laptop: the table scrolls sideways in its own box, the page does not. */}
      <div ref={focusableWhileScrolling} className="payroll__scroll" role="region" aria-label="Кассиры">
        <table className="payroll__table" aria-label="Кассиры">
          <thead>
            {/* Two header rows: 'Отработано' over its hours and minutes, so the long word heads two narrow boxes once. */}
            <tr>
              <th scope="col" rowSpan={2}>
                ФИО
              </th>
              <th scope="col" rowSpan={2}>
                {editable[0].name}
              </th>
              <th scope="colgroup" colSpan={2} className="payroll__center">
                Отработано
              </th>
              <th scope="col" rowSpan={2}>
                {figureLabels.fixedByTime}
              </th>
              {afterEarned.map((column) => (
                <th key={column.field} scope="col" rowSpan={2}>
                  {column.name}
                </th>
              ))}
              <th scope="col" rowSpan={2}>
                Логин
              </th>
              <th scope="col" rowSpan={2}>
                Пароль
              </th>
              <th scope="col" rowSpan={2}>
                Работает
              </th>
              <th scope="col" rowSpan={2}>
                <span className="visually-hidden">Учётная запись</span>
              </th>
            </tr>
            <tr>
              <th scope="col" aria-label={editable[1].name}>
                ч
              </th>
              <th scope="col" aria-label={editable[2].name}>
                мин
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.cashierParams.map((cashier, index) => {
              const figures = result?.cashiers[index];
              return (
                <tr key={cashier.cashierFullName}>
                  <th scope="row">{cashier.cashierFullName}</th>
                  {editable.map((column) => field(index, cashier.cashierFullName, column))}
                  {figures ? <ExplainedCell figure={figures.fixedByTime} format={money} /> : <td />}
                  {afterEarned.map((column) => field(index, cashier.cashierFullName, column))}
                  {cashier.validUser ? (
                    // A new month starts the login afresh from what that month's GET answered.
                    <CashierLoginCells key={month} pharmacyId={pharmacyId} cashier={cashier} />
                  ) : (
                    <NoAccountCell />
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
