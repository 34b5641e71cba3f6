import {
  CashierParams,
  CashierUserSave,
  CashierUserSaved,
  MonthQuery,
  PayrollDownload,
  PayrollRevision,
  PayrollSaved,
  PayrollUpdate,
  PharmacyParams,
  PharmacyStat,
} from '../../../src/api/contract/payroll';
import { xlsxMimeType } from '../../../src/domain/report-files/workbook';
import { IdParams } from '../../http/ids';
import type { Catalogue } from '../operation';
import { tags } from '../../../src/api/contract/tags';

const tag = tags.payroll;

/** /api/cashier-payroll (purchasing-and-pay §7.4); `:id` is the pharmacy. */
export const payrollOperations: Catalogue = {
  'GET /cashier-payroll/payroll-pharmacy-stat/:id': {
    summary: 'Показатели аптеки для расчёта зарплаты за месяц',
    tag,
    params: IdParams,
    query: MonthQuery,
    answer: { json: PharmacyStat },
  },
  'GET /cashier-payroll/payroll-pharmacy-param/:id': {
    summary: 'Параметры расчёта зарплаты аптеки за месяц',
    tag,
    params: IdParams,
    query: MonthQuery,
    answer: { json: PharmacyParams },
  },
  'GET /cashier-payroll/payroll-cashier/:id': {
    summary: 'Первостольники аптеки и их показатели за месяц',
    tag,
    params: IdParams,
    query: MonthQuery,
    answer: { json: CashierParams },
  },
  'GET /cashier-payroll/payroll-pharmacy-revision/:id': {
    summary: 'Версия сохранённого расчёта зарплаты за месяц (0 — не сохранялся); расширение портала',
    tag,
    params: IdParams,
    query: MonthQuery,
    answer: { json: PayrollRevision },
  },
  'POST /cashier-payroll/payroll-pharmacy/update': { summary: 'Сохранить расчёт зарплаты за месяц', tag, body: PayrollUpdate, answer: { json: PayrollSaved } },
  'POST /cashier-payroll/payroll-pharmacy/download': {
    summary: 'Расчёт зарплаты первостольников в xlsx',
    tag,
    body: PayrollDownload,
    answer: { file: [xlsxMimeType], description: 'Файл с именем в Content-Disposition' },
  },
  'POST /cashier-payroll/cashier/save/:id': {
    summary: 'Добавить или изменить первостольника аптеки',
    tag,
    params: IdParams,
    body: CashierUserSave,
    answer: { json: CashierUserSaved },
  },
};
