import { useNavigate } from 'react-router';
import type { CashierResult, PayrollResult } from '../../domain/payroll/result';
import type { PayrollDraft } from '../../machines/payroll.types';
import { ExplainedCell } from './ExplainedCell';
import { money, twoDecimals } from './format';
import { kpiNames } from './kpi-names';

type Figures = { result: PayrollResult };

const Header = ({ names }: { names: string[] }) => (
  <thead>
    <tr>
      <th scope="col">Кассир</th>
      {names.map((name) => <th key={name} scope="col">{name}</th>)}
    </tr>
  </thead>
);

/** 'Базовая премия': the base bonus with the turnover correction and the expiring-stock penalty. */
export function BaseBonusTable({ result }: Figures) {
  return (
    <table className="payroll__table" aria-label="Базовая премия">
      <Header names={['Базовая премия, руб.', 'Коэффициент оборачиваемости', 'Премия с учётом оборачиваемости, руб.', 'Штраф за остатки с истекающим сроком, руб.', 'Премия для распределения по KPI, руб.']} />
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
      </tbody>
    </table>
  );
}

/** 'Премия по KPI': for each KPI the measured value, the weight, the performance and the bonus. */
export function KpiBonusTables({ result }: Figures) {
  return (
    <>
      {[1, 2, 3, 4, 5].map((n) => (
        <section key={n} className="payroll__kpi">
          <h4>{kpiNames[n]}</h4>
          <table className="payroll__table" aria-label={kpiNames[n]}>
            <Header names={['Значение', 'Вес, %', 'Выполнение (коэффициент)', 'Премия, руб.']} />
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
            </tbody>
          </table>
        </section>
      ))}
      <table className="payroll__table" aria-label="Премия по KPI">
        <Header names={['Средний чек кассира, руб.', 'Премия по KPI, руб.']} />
        <tbody>
          {result.cashiers.map((cashier) => (
            <tr key={cashier.cashierFullName}>
              <th scope="row">{cashier.cashierFullName}</th>
              <ExplainedCell figure={cashier.invoiceAvg} format={money} />
              <ExplainedCell figure={cashier.kpiBonus} format={money} />
            </tr>
          ))}
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
  return (
    <table className="payroll__table" aria-label="Дополнительные премии">
      <Header names={['Доп. премия по инициативам, руб.', '']} />
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
        <tr className="payroll__total">
          <th scope="row">Итого</th>
          <td className="payroll__number">{money(result.totals.initiativeBonus)}</td>
          <td />
        </tr>
      </tbody>
    </table>
  );
}

const personal = (draft: PayrollDraft, cashier: CashierResult) => draft.cashierParams.find((row) => row.cashierFullName === cashier.cashierFullName);

/** The summary block 'Итого': what each cashier is paid for the month, and the pharmacy's total. */
export function SummaryTable({ result, draft }: Figures & { draft: PayrollDraft }) {
  return (
    <table className="payroll__table" aria-label="Итого">
      <Header names={['Оплата по ставке, руб.', 'Уникальная премия, руб.', 'Бонус за продажи УСТМ, руб.', 'Премия по KPI, руб.', 'Премия за месяц, руб.', 'Итого к начислению, руб.']} />
      <tbody>
        {result.cashiers.map((cashier) => (
          <tr key={cashier.cashierFullName}>
            <th scope="row">{cashier.cashierFullName}</th>
            <ExplainedCell figure={cashier.fixedByTime} format={money} />
            <td className="payroll__number">{money(personal(draft, cashier)?.personalBonus ?? 0)}</td>
            <td className="payroll__number">{money(personal(draft, cashier)?.salesYctmBonus ?? 0)}</td>
            <ExplainedCell figure={cashier.kpiBonus} format={money} />
            <ExplainedCell figure={cashier.monthBonus} format={money} />
            <ExplainedCell figure={cashier.totalBonus} format={money} />
          </tr>
        ))}
        <tr className="payroll__total">
          <th scope="row">Итого</th>
          <td className="payroll__number">{money(result.totals.fixedByTime)}</td>
          <td />
          <td />
          <td className="payroll__number">{money(result.totals.kpiBonus)}</td>
          <td className="payroll__number">{money(result.totals.monthBonus)}</td>
          <td className="payroll__number">{money(result.totals.totalBonus)}</td>
        </tr>
      </tbody>
    </table>
  );
}
