import type { PayrollActor } from '../../machines/payroll.machine';
import { cellText } from '../../machines/payroll.edits';
import { cellKey, type PayrollDraft, type StatEditField } from '../../machines/payroll.types';
import { monthNames } from '../../domain/months';
import { NumberField } from './NumberField';

const rows: Array<{ field: StatEditField; name: string }> = [
  { field: 'totalSales', name: 'Продажи, руб.' },
  { field: 'cashierCount', name: 'Количество кассиров' },
  { field: 'invoiceCount', name: 'Количество чеков' },
  { field: 'cashierAvg', name: 'Средние продажи на кассира, руб.' },
  { field: 'invoiceAvg', name: 'Средний чек аптеки, руб.' },
  { field: 'turnoverPeriod', name: 'Оборачиваемость, дн.' },
  { field: 'marketingRate', name: 'Доля маркетинга, %' },
  { field: 'expiringRemains', name: 'Остатки с истекающим сроком, руб.' },
];

/** 'Январь 2026' of a month's first day (YYYY-MM-DD). */
export const monthLabel = (monthStart: string) => `${monthNames[Number(monthStart.slice(5, 7)) - 1]} ${monthStart.slice(0, 4)}`;

/** The pharmacy's statistics for the month (§2.6), editable by §5's rules. */
export function StatTable({ payroll, draft, texts, messages }: { payroll: PayrollActor; draft: PayrollDraft; texts: Record<string, string>; messages: ReadonlyMap<string, string> }) {
  return (
    <table className="payroll__table" aria-label="Статистика аптеки за период">
      <tbody>
        <tr>
          <th scope="row">Месяц</th>
          <td>{monthLabel(draft.pharmacyStat.fromDate)}</td>
        </tr>
        {rows.map(({ field, name }) => (
          <tr key={field}>
            <th scope="row">{name}</th>
            <td>
              <NumberField
                label={name}
                text={cellText(texts, cellKey.stat(field), draft.pharmacyStat[field])}
                message={messages.get(cellKey.stat(field))}
                onType={(text) => payroll.send({ type: 'stat.edit', field, text })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
