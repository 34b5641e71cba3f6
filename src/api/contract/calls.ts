import type { Call } from './call';
import { orderDraftCalls } from './order-drafts';

/**
 * Every declared call of the gateway, in the order of the spec's sections. The gateway registers
 * exactly these (server/services/index.ts refuses a route without a declaration, and a test finds
 * any declaration left unregistered); the OpenAPI document lists exactly these.
 */
export const allCalls: readonly Call[] = [orderDraftCalls].flatMap((group) => Object.values(group));
