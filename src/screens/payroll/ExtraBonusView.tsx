import { Link } from 'react-router';
import { extraBonusOperation } from '../../machines/payroll/payroll-extra-bonus';
import { RetryAlert } from '../../ui/RetryAlert';
import { useErrorModalOn } from '../../ui/use-error-modal-on';
import { useRemoteOperation } from '../../ui/use-remote-operation';
import { money, packs, twoDecimals } from './format';
import { monthLabel } from '../../domain/payroll/labels';
import { focusableWhileScrolling } from '../../ui/scroll-focus';

/**
 * The extra initiative bonus of each cashier by product for a month (§2.6 'view' of the extra
 * bonuses): /reports?tab=payrollCalculation&view=extraBonus&month=YYYY-MM-DD.
 */
export function ExtraBonusView({ pharmacyId, month }: { pharmacyId: number; month: string }) {
  const { data, failure: error, retry } = useRemoteOperation(extraBonusOperation, { pharmacyId, month });
  useErrorModalOn(error);
  return (
    <div className="payroll">
      <p>
        <Link to="/reports?tab=payrollCalculation">← К расчёту зарплаты</Link>
      </p>
      <h3>Дополнительные премии кассиров: {/^\d{4}-\d{2}-01$/u.test(month) ? monthLabel(month) : month}</h3>
      {error ? (
        <RetryAlert what="Не удалось загрузить дополнительные премии" message={error.message} onRetry={retry} />
      ) : !data ? (
        <p role="status">Загрузка...</p>
      ) : data.length === 0 ? (
        <p>Нет данных</p>
      ) : (
        data.map((cashier) => (
          <section key={cashier.cashierFullName}>
            <h4>
              {cashier.cashierFullName}: {money(cashier.initiativeBonus)} руб.
            </h4>
            <table
              ref={focusableWhileScrolling}
              className="payroll__table"
              aria-label={`Дополнительная премия: ${cashier.cashierFullName}`}
            >
              <thead>
                <tr>
                  <th scope="col">Код</th>
                  <th scope="col">Товар</th>
                  <th scope="col">План, уп.</th>
                  <th scope="col">Продано, уп.</th>
                  <th scope="col">Баллы за упаковку</th>
                  <th scope="col">Премия, руб.</th>
                </tr>
              </thead>
              <tbody>
                {cashier.products.map((product) => (
                  <tr key={product.promotionalProductId}>
                    <td>{product.promotionalProductId}</td>
                    <td>{product.promotionalProductName}</td>
                    <td className="payroll__number">{packs(product.plan)}</td>
                    <td className="payroll__number">{packs(product.sold)}</td>
                    <td className="payroll__number">{twoDecimals(product.points)}</td>
                    <td className="payroll__number">{money(product.bonus)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))
      )}
    </div>
  );
}
