/*
 * The payroll worker: computes every cashier's figures off the page's thread.
 * The api lives in payroll-api.ts, which Node tests drive without a worker; this file only exposes it.
 */
import '../shared/crossing-errors';
import { expose } from 'comlink';
import { createPayrollApi } from './payroll-api';

expose(createPayrollApi());
