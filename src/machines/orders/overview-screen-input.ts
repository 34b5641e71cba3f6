import type { PortalConfig } from '../../api/contract/config';
import type { OrderSendMachineInput } from './order-send.setup';

/** An initiative the reports overview chose for the tab it opens (?initiative=…&initiativeName=…). */
export interface OverviewInitiative {
  initiativeId: number;
  initiativeName: string;
}

/**
 * What an order tab the reports overview can open with an initiative starts with (the profit
 * forecast, the order by type): the pharmacy, the gateway, the tab's worker (`W`), the initiative
 * chosen, if any (`P`, as the tab reads it), and the app's snackbars.
 */
export interface OverviewScreenInput<W, P extends OverviewInitiative> {
  pharmacy: { id: number; subdivCode: string };
  config: Pick<PortalConfig, 'serviceAddress' | 'endpointPrefix'>;
  worker: W;
  preselected: P | null;
  /** The app's snackbars, for the order-send child's notices. */
  snackbar: OrderSendMachineInput['snackbar'];
}
