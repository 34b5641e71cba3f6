import type { ReportRows } from '../../../src/api/contract/reports';

/** The table of each layout in the rows call's path, as the spec's report tables are named. */
const tablePath: Record<ReportRows['layout'], string> = {
  salesPlan: 'sales-plan',
  contract: 'contract',
  matrixLevel: 'mandatory-matrix',
  motivation: 'pharmacy-motivation',
  discountCompensation: 'discount-compensation',
};

/** Where the portal asks for a report's rows: the call of the report's table. */
export const reportRowsUrl = (id: number, layout: ReportRows['layout']) => `/api/reports/report/${tablePath[layout]}/${id}/rows`;
