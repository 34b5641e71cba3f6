import { useNavigate } from 'react-router';
import { figureLabels, kpiBonusLabel, kpiNames, payrollTotalLabel } from '../../domain/payroll/labels';
import { payrollTotals, type CalculationLine } from '../../domain/payroll/lines';
import type { PayrollResult } from '../../domain/payroll/result';
import { ExplainedCell } from './ExplainedCell';
import { money, twoDecimals } from './format';
import { focusableWhileScrolling } from '../../ui/scroll-focus';

type Figures = { result: PayrollResult };

const Header = ({ names }: { names: string[] }) => (
  <thead>
    <tr>
      <th scope="col">{figureLabels.cashier}</th>
      {names.map((name, index) => (
        <th key={`${index}-${name}`} scope="col">
          {name}
        </th>
      ))}
    </tr>
  </thead>
);

/**
 * The 'Итого' row under a table: each money column's total as the workbook's 'Итого' line has it
 * (null: a column that is not summed, a coefficient or a button, left empty).
 */
const TotalsRow = ({ cells }: { cells: Array<number | null> }) => (
  <tr className="payroll__total">
    <th scope="row">{payrollTotalLabel}</th>
    {cells.map((value, index) =>
      value === null ? (
        <td key={index} />
      ) : (
        <td key={index} className="payroll__number">
          {money(value)}
        </td>
      ),
    )}
  </tr>
);

const totalsOf = (result: PayrollResult): CalculationLine => payrollTotals(result);

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
    <table ref={focusableWhileScrolling} className="payroll__table" aria-label="Базовая премия">
      <Header
        names={[
          figureLabels.baseBonus,
          figureLabels.turnoverBonusCoeff,
          figureLabels.turnoverBonus,
          figureLabels.expiringRemainsPenalty,
          figureLabels.distributionKpiBonus,
        ]}
      />
      <tbody>
        {result.cashiers.map((cashier) => (
          <tr key={cashier.cashierFullName}>
            <th scope="row">{cashier.cashierFullName}</th>
            <ExplainedCell figure={cashier.baseBonus} format={money} />
            <ExplainedCell figure={cashier.turnoverBonusCoeff} format={twoDecimals} />
            <ExplainedCell figure={cashier.turnoverBonus} format={money} />
            <ExplainedCell figure={cashier.expiringRemainsPenalty} format={money} />
            <ExplainedCell figure={cashier.distributionKpiBonus} format={money} />
          </tr>
        ))}
        <TotalsRow cells={[totals.baseBonus, null, totals.turnoverBonus, totals.expiringRemainsPenalty, totals.distributionKpiBonus]} />
      </tbody>
    </table>
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
          <table ref={focusableWhileScrolling} className="payroll__table" aria-label={kpiNames[n]}>
            <Header names={['Значение', 'Вес, %', 'Выполнение (коэффициент)', kpiBonusLabel(n)]} />
            <tbody>
              {result.cashiers.map((cashier) => {
                const kpi = cashier.kpis.find((item) => item.n === n);
                if (!kpi) return null;
                return (
                  <tr key={cashier.cashierFullName}>
                    <th scope="row">{cashier.cashierFullName}</th>
                    <ExplainedCell figure={kpi.measured} format={twoDecimals} />
                    <td className="payroll__number">{twoDecimals(kpi.weight)}</td>
                    <ExplainedCell figure={kpi.performance} format={twoDecimals} />
                    <ExplainedCell figure={kpi.bonus} format={money} />
                  </tr>
                );
              })}
              <TotalsRow cells={[null, null, null, totals.kpiBonuses[n - 1] ?? 0]} />
            </tbody>
          </table>
        </section>
      ))}
      <table ref={focusableWhileScrolling} className="payroll__table" aria-label="Премия по KPI">
        <Header names={[figureLabels.invoiceAvg, figureLabels.kpiBonus]} />
        <tbody>
          {result.cashiers.map((cashier) => (
            <tr key={cashier.cashierFullName}>
              <th scope="row">{cashier.cashierFullName}</th>
              <ExplainedCell figure={cashier.invoiceAvg} format={money} />
              <ExplainedCell figure={cashier.kpiBonus} format={money} />
            </tr>
          ))}
          <TotalsRow cells={[null, totals.kpiBonus]} />
        </tbody>
      </table>
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
      <table ref={focusableWhileScrolling} className="payroll__table" aria-label="Дополнительные премии">
        <Header names={[figureLabels.initiativeBonus, '']} />
        <tbody>
          {result.cashiers.map((cashier) => (
            <tr key={cashier.cashierFullName}>
              <th scope="row">{cashier.cashierFullName}</th>
              <td className="payroll__number">{money(cashier.initiativeBonus ?? 0)}</td>
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
            </tr>
          ))}
          <TotalsRow cells={[totals.initiativeBonus, null]} />
        </tbody>
      </table>
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
      <table ref={focusableWhileScrolling} className="payroll__table" aria-label="Итого">
        <Header
          names={[
            figureLabels.fixedByTime,
            figureLabels.personalBonus,
            figureLabels.salesYctmBonus,
            figureLabels.kpiBonus,
            figureLabels.monthBonus,
            figureLabels.totalBonus,
          ]}
        />
        <tbody>
          {result.cashiers.map((cashier) => (
            <tr key={cashier.cashierFullName}>
              <th scope="row">{cashier.cashierFullName}</th>
              <ExplainedCell figure={cashier.fixedByTime} format={money} />
              <td className="payroll__number">{money(cashier.personalBonus ?? 0)}</td>
              <td className="payroll__number">{money(cashier.salesYctmBonus ?? 0)}</td>
              <ExplainedCell figure={cashier.kpiBonus} format={money} />
              <ExplainedCell figure={cashier.monthBonus} format={money} />
              <ExplainedCell figure={cashier.totalBonus} format={money} />
            </tr>
          ))}
          <TotalsRow
            cells={[totals.fixedByTime, totals.personalBonus, totals.salesYctmBonus, totals.kpiBonus, totals.monthBonus, totals.totalBonus]}
          />
        </tbody>
      </table>
      <p className="payroll__note">{summaryNote(totals.initiativeBonus)}</p>
    </>
  );
}
