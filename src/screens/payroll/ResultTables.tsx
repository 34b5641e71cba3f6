import { Fragment, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { figureLabels, kpiBonusLabel, kpiNames, payrollTotalLabel } from '../../domain/payroll/labels';
import { payrollTotals, type CalculationLine } from '../../domain/payroll/lines';
import type { CashierResult, Explained, PayrollResult } from '../../domain/payroll/result';
import { ExplainedCell } from './ExplainedCell';
import { money, twoDecimals } from './format';
import { focusableWhileScrolling } from '../../ui/scroll-focus';

type Figures = { result: PayrollResult };

/** A column of a result table: its header, each row's cell and the column's total (none: left empty). */
interface Column<Row> {
  name: string;
  cell: (row: Row) => ReactNode;
  total?: number | null;
}

/** The figures of a cashier that explain themselves (ExplainedCell). */
type Figure = { [Key in keyof CashierResult]-?: CashierResult[Key] extends Explained ? Key : never }[keyof CashierResult];

/** A column of one computed figure under its label, with the pharmacy's total of it when the column is summed. */
const figureColumn = (figure: Figure, format: (value: number) => string, total?: number): Column<CashierResult> => ({
  name: figureLabels[figure],
  cell: (cashier) => <ExplainedCell figure={cashier[figure]} format={format} />,
  total,
});

/**
 * A result table: a row for each cashier, named in its first cell, then the 'Итого' row, where each
 * money column's total stands as the workbook's 'Итого' line has it.
 */
function ResultTable<Row extends { cashierFullName: string }>({
  label,
  rows,
  columns,
}: {
  label: string;
  rows: readonly Row[];
  columns: ReadonlyArray<Column<Row>>;
}) {
  return (
    <table ref={focusableWhileScrolling} className="payroll__table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{figureLabels.cashier}</th>
          {columns.map((column, index) => (
            <th key={`${index}-${column.name}`} scope="col">
              {column.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.cashierFullName}>
            <th scope="row">{row.cashierFullName}</th>
            {columns.map((column, index) => (
              <Fragment key={index}>{column.cell(row)}</Fragment>
            ))}
          </tr>
        ))}
        <tr className="payroll__total">
          <th scope="row">{payrollTotalLabel}</th>
          {columns.map(({ total }, index) =>
            total === undefined || total === null ? (
              <td key={index} />
            ) : (
              <td key={index} className="payroll__number">
                {money(total)}
              </td>
            ),
          )}
        </tr>
      </tbody>
    </table>
  );
}

const totalsOf = (result: PayrollResult): CalculationLine => payrollTotals(result);

/** The cashiers measured on KPI n, each with that KPI's figures: a cashier without it has no row. */
const kpiRows = (result: PayrollResult, n: number) =>
  result.cashiers.flatMap(({ cashierFullName, kpis }) => {
    const kpi = kpis.find((item) => item.n === n);
    return kpi ? [{ cashierFullName, ...kpi }] : [];
  });

/**
 * What the extra initiative bonus is, and that it is not part of the pay of this calculation:
 * purchasing-and-pay §9 makes the total the fixed part plus the month bonus, nothing else.
 */
export const extraBonusNote =
  'Доп. премия по инициативам — премия кассира за проданные упаковки товаров инициатив по плану на вкладке «Доп. премия» (баллы за упаковку × продано). ' +
  'В «Итого к начислению» она не входит: «Итого к начислению» — это оплата по ставке и премия за месяц. Здесь доп. премия показана для сведения.';
export const summaryNote = (initiativeBonus: number | null): string =>
  `«Итого к начислению» = оплата по ставке + премия за месяц. Доп. премия по инициативам (всего ${money(initiativeBonus ?? 0)} руб.) в него не входит: она показана для сведения во вкладке «Дополнительные премии».`;

/** 'Базовая премия': the base bonus with the turnover correction and the expiring-stock penalty. */
export function BaseBonusTable({ result }: Figures) {
  const totals = totalsOf(result);
  return (
    <ResultTable
      label="Базовая премия"
      rows={result.cashiers}
      columns={[
        figureColumn('baseBonus', money, totals.baseBonus),
        figureColumn('turnoverBonusCoeff', twoDecimals),
        figureColumn('turnoverBonus', money, totals.turnoverBonus),
        figureColumn('expiringRemainsPenalty', money, totals.expiringRemainsPenalty),
        figureColumn('distributionKpiBonus', money, totals.distributionKpiBonus),
      ]}
    />
  );
}

/** 'Премия по KPI': for each KPI the measured value, the weight, the performance and the bonus. */
export function KpiBonusTables({ result }: Figures) {
  const totals = totalsOf(result);
  return (
    <>
      {[1, 2, 3, 4, 5].map((n) => (
        <section key={n} className="payroll__kpi">
          <h4>{kpiNames[n]}</h4>
          <ResultTable
            label={kpiNames[n]}
            rows={kpiRows(result, n)}
            columns={[
              { name: 'Значение', cell: (kpi) => <ExplainedCell figure={kpi.measured} format={twoDecimals} /> },
              { name: 'Вес, %', cell: (kpi) => <td className="payroll__number">{twoDecimals(kpi.weight)}</td> },
              { name: 'Выполнение (коэффициент)', cell: (kpi) => <ExplainedCell figure={kpi.performance} format={twoDecimals} /> },
              {
                name: kpiBonusLabel(n),
                cell: (kpi) => <ExplainedCell figure={kpi.bonus} format={money} />,
                total: totals.kpiBonuses[n - 1] ?? 0,
              },
            ]}
          />
        </section>
      ))}
      <ResultTable
        label="Премия по KPI"
        rows={result.cashiers}
        columns={[figureColumn('invoiceAvg', money), figureColumn('kpiBonus', money, totals.kpiBonus)]}
      />
    </>
  );
}

/**
 * 'Дополнительные премии': the extra initiative bonus of each cashier, shown apart (§9's total
 * does not include it), with 'Просмотр' leading to the bonus by product for the month.
 */
export function ExtraBonusTable({ result, month }: Figures & { month: string }) {
  const navigate = useNavigate();
  const totals = totalsOf(result);
  return (
    <>
      <p className="payroll__note">{extraBonusNote}</p>
      <ResultTable
        label="Дополнительные премии"
        rows={result.cashiers}
        columns={[
          {
            name: figureLabels.initiativeBonus,
            cell: (cashier) => <td className="payroll__number">{money(cashier.initiativeBonus ?? 0)}</td>,
            total: totals.initiativeBonus,
          },
          {
            name: '',
            cell: (cashier) => (
              <td>
                <button
                  type="button"
                  className="button"
                  aria-label={`Просмотр: ${cashier.cashierFullName}`}
                  onClick={() => navigate(`/reports?tab=payrollCalculation&view=extraBonus&month=${month}`)}
                >
                  Просмотр
                </button>
              </td>
            ),
          },
        ]}
      />
    </>
  );
}

/**
 * The summary block 'Итого': what each cashier is paid for the month, and the pharmacy's total
 * of every column, the unique bonus and the УСТМ sales bonus included (as the workbook totals them).
 */
export function SummaryTable({ result }: Figures) {
  const totals = totalsOf(result);
  return (
    <>
      <ResultTable
        label="Итого"
        rows={result.cashiers}
        columns={[
          figureColumn('fixedByTime', money, totals.fixedByTime),
          {
            name: figureLabels.personalBonus,
            cell: (cashier) => <td className="payroll__number">{money(cashier.personalBonus ?? 0)}</td>,
            total: totals.personalBonus,
          },
          {
            name: figureLabels.salesYctmBonus,
            cell: (cashier) => <td className="payroll__number">{money(cashier.salesYctmBonus ?? 0)}</td>,
            total: totals.salesYctmBonus,
          },
          figureColumn('kpiBonus', money, totals.kpiBonus),
          figureColumn('monthBonus', money, totals.monthBonus),
          figureColumn('totalBonus', money, totals.totalBonus),
        ]}
      />
      <p className="payroll__note">{summaryNote(totals.initiativeBonus)}</p>
    </>
  );
}
