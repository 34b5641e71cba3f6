import { Link } from 'react-router';
import { reportsTabUrl } from '../../ui/report-tabs';

/**
 * The account cells of a cashier not flagged validUser (§2.6: no login there): instead of four
 * blank cells, why there is no login and how to get one. The flag is the chain's, not the
 * pharmacy's, so the way is a request through 'Обратная связь'.
 */
export function NoAccountCell() {
  return (
    <td colSpan={4} className="payroll__no-account">
      Вход в портал для этого кассира не заведён. Чтобы завести, напишите в <Link to={reportsTabUrl('feedback')}>«Обратную связь»</Link>.
    </td>
  );
}
