import type { PayrollActor } from '../../machines/payroll/payroll.machine';
import { cellText } from '../../machines/payroll/payroll.edits';
import { cellKey, statEditFields, type PayrollDraft, type StatEditField } from '../../machines/payroll/payroll.types';
import { monthLabel, statLabels } from '../../domain/payroll/labels';
import { NumberField } from './NumberField';
import { statFigureRules } from '../../domain/payroll/figure-rules';
import { focusableWhileScrolling } from '../../ui/scroll-focus';

const rows: Array<{ field: StatEditField; name: string }> = statEditFields.map((field) => ({ field, name: statLabels[field] }));

/** The pharmacy's statistics for the month (§2.6), editable by §5's rules. */
export function StatTable({
  payroll,
  draft,
  texts,
  messages,
}: {
  payroll: PayrollActor;
  draft: PayrollDraft;
  texts: Record<string, string>;
  messages: ReadonlyMap<string, string>;
}) {
  return (
    <table ref={focusableWhileScrolling} className="payroll__table" aria-label="Статистика аптеки за период">
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
                rule={statFigureRules[field]}
                text={cellText(texts, cellKey.stat(field), draft.pharmacyStat[field], statFigureRules[field])}
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
