import type { OrderExecuteResult } from '../../../api/contract/orders';
import { executeTexts } from '../../../domain/orders/execute-result';
import { orderResultErrors } from '../../../domain/orders/messages';
import { RefusedPositions } from './RefusedPositions';

/**
 * The purchase service's answer (§3 'Order result (other form)'): how many positions it bought,
 * 'Ошибки: ' with its errorMessage or 'отсутствуют', and the positions it skipped with reasons.
 */
export function ExecuteResult({ result }: { result: OrderExecuteResult }) {
  return (
    <div className="order-result">
      <p className="order-result__order">{executeTexts.placed}</p>
      <p>{executeTexts.purchased(result.positionPurchasedCount)}</p>
      <p className={result.errorMessage ? 'order-result__errors order-result__errors--some' : 'order-result__errors'}>
        {orderResultErrors(result.errorMessage)}
      </p>
      {result.skippedPositions.length > 0 && (
        <>
          <p className="order-result__heading">{executeTexts.skippedHeading}</p>
          <RefusedPositions label={executeTexts.skippedHeading} positions={result.skippedPositions} maxHeight={260} />
        </>
      )}
    </div>
  );
}
