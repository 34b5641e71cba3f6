import type { Call } from './call';
import { backgroundTaskCalls, commonCalls, initiativesListCalls, tableSettingsCalls } from './initiatives-list';
import { cashierReportCalls } from './cashier-reports';
import { pharmacyCalls } from './pharmacy';
import { reportDownloadCalls } from './report-downloads';
import { reportCalls } from './reports';
import { uaaCalls } from './uaa';
import { salesMotivationCalls } from './sales-motivation';
import { forecastCalls } from './forecast';
import { orderDraftCalls } from './order-drafts';
import { purchaseOrderCalls } from './purchase-order';
import { reportsRtCalls } from './reports-rt-overview';
import { orderCalls } from './orders';
import { payrollCalls } from './payroll';

/**
 * Every declared call of the gateway, in the order of the spec's sections. The gateway registers
 * exactly these (server/services/index.ts refuses a route without a declaration, and a test finds
 * any declaration left unregistered); the OpenAPI document lists exactly these.
 */
export const allCalls: readonly Call[] = [
  uaaCalls,
  pharmacyCalls,
  reportCalls,
  reportDownloadCalls,
  cashierReportCalls,
  reportsRtCalls,
  forecastCalls,
  purchaseOrderCalls,
  orderCalls,
  orderDraftCalls,
  payrollCalls,
  salesMotivationCalls,
  initiativesListCalls,
  tableSettingsCalls,
  backgroundTaskCalls,
  commonCalls,
].flatMap((group) => Object.values(group));
