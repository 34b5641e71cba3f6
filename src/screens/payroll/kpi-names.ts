/** The KPI and threshold tables' names live with the workbook's labels, so screen and file say the same. */
export { kpiNames, kpiTables, thresholdTables } from '../../domain/payroll/labels';
