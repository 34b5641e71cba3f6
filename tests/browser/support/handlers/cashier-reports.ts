import { http, HttpResponse } from 'msw';

/**
 * The payroll's 'Параметры' tab also asks what the sales reports measured for the month
 * (reports §7, reports/cashier/*-by-month/{date}): screens that do not care get a back end
 * without them (404), and the block is left out. (For mock-server's defaults.)
 */
const notHere = () => HttpResponse.json({ message: 'Not Found' }, { status: 404 });
export const cashierReportHandlers = [
  http.get('/api/reports/cashier/payroll-stats-by-month/:date', notHere),
  http.get('/api/reports/cashier/payroll-sale-by-month/:date', notHere),
  http.get('/api/reports/cashier/fulfilled-plan-bonus-points-by-month/:date', notHere),
];
