import type { PayrollActor } from '../../machines/payroll.machine';
import { cellText } from '../../machines/payroll.edits';
import { cellKey, type CashierEditField, type PayrollDraft } from '../../machines/payroll.types';
import type { PayrollResult } from '../../domain/payroll/result';
import { CashierLoginCells } from './CashierLoginCells';
import { ExplainedCell } from './ExplainedCell';
import { money } from './format';
import { NumberField } from './NumberField';

const editable: Array<{ field: CashierEditField; name: string }> = [
  { field: 'fixed', name: 'Ставка, руб.' },
  { field: 'workHours', name: 'Отработано, ч' },
  { field: 'workMinutes', name: 'Отработано, мин' },
];
const afterEarned: Array<{ field: CashierEditField; name: string }> = [
  { field: 'personalBonus', name: 'Уникальная премия, руб.' },
  { field: 'salePlan', name: 'План продаж на месяц, руб.' },
  { field: 'marketingShare', name: 'Доля маркетинга, %' },
];

interface Props {
  payroll: PayrollActor;
  pharmacyId: number;
  month: string;
  draft: PayrollDraft;
  texts: Record<string, string>;
  /** The figures' violations by cell key (issue 18). */
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
  const field = (index: number, name: string, column: { field: CashierEditField; name: string }) => (
    <td key={column.field}>
      <NumberField
        label={`${column.name}: ${name}`}
        text={cellText(texts, cellKey.cashier(index, column.field), draft.cashierParams[index][column.field])}
        message={messages.get(cellKey.cashier(index, column.field))}
        onType={(text) => payroll.send({ type: 'cashier.edit', index, field: column.field, text })}
      />
    </td>
  );
  return (
    <table className="payroll__table" aria-label="Кассиры">
      <thead>
        <tr>
          <th scope="col">ФИО</th>
          {editable.map((column) => <th key={column.field} scope="col">{column.name}</th>)}
          <th scope="col">Оплата по ставке, руб.</th>
          {afterEarned.map((column) => <th key={column.field} scope="col">{column.name}</th>)}
          <th scope="col">Логин</th>
          <th scope="col">Пароль</th>
          <th scope="col">Работает</th>
          <th scope="col"><span className="visually-hidden">Учётная запись</span></th>
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
                <td colSpan={4} />
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
