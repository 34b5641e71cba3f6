import { formatMoney, formatNumber } from '../../domain/shared/format';
import type { MeasuredMonth as Measured } from '../../api/payroll/cashier-reports';
import { measuredMonthOperation } from '../../machines/payroll/measured-month';
import { RetryAlert } from '../../ui/RetryAlert';
import { useErrorModalOn } from '../../ui/use-error-modal-on';
import { useRemoteOperation } from '../../ui/use-remote-operation';
import { monthLabel } from '../../domain/payroll/labels';
import { focusableWhileScrolling } from '../../ui/scroll-focus';

const statRows: Array<{ name: string; value: (stat: NonNullable<Measured['stat']>) => string }> = [
  { name: 'Продажи, руб.', value: (stat) => formatMoney(stat.totalSales) },
  { name: 'Количество кассиров', value: (stat) => formatNumber(stat.cashierCount) },
  { name: 'Количество чеков', value: (stat) => formatNumber(stat.invoiceCount) },
  { name: 'Средние продажи на кассира, руб.', value: (stat) => formatMoney(stat.cashierAvg) },
  { name: 'Средний чек аптеки, руб.', value: (stat) => formatMoney(stat.invoiceAvg) },
  { name: 'Оборачиваемость, дн.', value: (stat) => formatNumber(stat.turnoverPeriod, 1) },
  { name: 'Доля маркетинга, %', value: (stat) => formatNumber(stat.marketingRate, 1) },
  { name: 'Остатки с истекающим сроком, руб.', value: (stat) => formatMoney(stat.expiringRemains) },
];

/** One row per cashier the reports name: the sales of payroll-sale-by-month beside the plan of fulfilled-plan-bonus-points-by-month. */
function cashierRows({ sales, planBonuses }: Measured) {
  const names = [...new Set([...(sales ?? []), ...(planBonuses ?? [])].map((row) => row.cashierFullName))];
  return names.map((name) => ({
    name,
    sale: sales?.find((row) => row.cashierFullName === name),
    plan: planBonuses?.find((row) => row.cashierFullName === name),
  }));
}

const orDash = (text: string | undefined) => text || '—';

/**
 * 'По данным отчётов продаж': the month as the sales reports measured it (reports §7, the three
 * reports/cashier/*-by-month calls), read-only beside the figures the payroll uses, so the
 * pharmacist can check what was typed. Parts the back end does not have are left out; with none,
 * the block is. A failure opens the error modal as any other of the tab.
 */
export function MeasuredMonth({ pharmacyId, month }: { pharmacyId: number; month: string }) {
  const { data, failure: error, retry } = useRemoteOperation(measuredMonthOperation, { pharmacyId, month });
  // Like every failing call of the tab (reports §2): the error modal opens; the inline alert keeps 'Повторить'.
  useErrorModalOn(error);
  if (error) return <RetryAlert what="Не удалось загрузить данные отчётов продаж" message={error.message} onRetry={retry} />;
  if (!data || (!data.stat && !data.sales && !data.planBonuses)) return null;
  const cashiers = cashierRows(data);
  return (
    <section className="payroll__measured" aria-labelledby="payroll-measured-title">
      <h3 id="payroll-measured-title">По данным отчётов продаж: {monthLabel(month)}</h3>
      {data.stat && (
        <table ref={focusableWhileScrolling} className="payroll__table" aria-label="Статистика аптеки по данным отчётов продаж">
          <tbody>
            {statRows.map(({ name, value }) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{value(data.stat!)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {cashiers.length > 0 && (
        <table ref={focusableWhileScrolling} className="payroll__table" aria-label="Кассиры по данным отчётов продаж">
          <thead>
            <tr>
              <th scope="col">Кассир</th>
              <th scope="col">Продажи без НДС, руб.</th>
              <th scope="col">Маржа личных продаж, руб.</th>
              <th scope="col">Бонус УСТМ, руб.</th>
              <th scope="col">Уникальных чеков</th>
              <th scope="col">Наименований в чеке</th>
              <th scope="col">План по инициативам, уп.</th>
              <th scope="col">Продано по инициативам, уп.</th>
              <th scope="col">Баллы за выполненный план</th>
            </tr>
          </thead>
          <tbody>
            {cashiers.map(({ name, sale, plan }) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{orDash(sale && formatMoney(sale.retailSumNdsOut))}</td>
                <td>{orDash(sale && formatMoney(sale.salesMargin))}</td>
                <td>{orDash(sale && formatMoney(sale.salesYctmBonus))}</td>
                <td>{orDash(sale && formatNumber(sale.uniqueCheckCount))}</td>
                <td>{orDash(sale && formatNumber(sale.nomenclatureAvgCount, 1))}</td>
                <td>{orDash(plan && formatNumber(plan.initiativeSaleQuantityPlan))}</td>
                <td>{orDash(plan && formatNumber(plan.initiativeSaleQuantity))}</td>
                <td>{orDash(plan && formatNumber(plan.initiativeBonus, 2))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
