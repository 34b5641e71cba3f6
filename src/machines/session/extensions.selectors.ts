import type { SnapshotFrom } from 'xstate';
import { commonCalls } from '../../api/contract/initiatives-list';
import { orderCalls } from '../../api/contract/orders';
import type { extensionsMachine } from './extensions.machine';

type ExtensionsSnapshot = SnapshotFrom<typeof extensionsMachine>;

const offered = (operationId: string) => (snapshot: ExtensionsSnapshot) => !snapshot.context.absent.includes(operationId);

/** The header's «История заказов»: our extension, offered unless the back end said it has none. */
export const selectOrderHistoryOffered = offered(orderCalls.orderHistory.operationId);

/** The feedback tab: our extension, offered unless the back end said it has none. */
export const selectFeedbackOffered = offered(commonCalls.pharmacyFeedback.operationId);
