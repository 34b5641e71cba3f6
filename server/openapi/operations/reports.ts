import * as v from 'valibot';
import { DateParam, FulfilledPlanBonusPoints, PayrollSales, PharmacyStat } from '../../../src/api/contract/payroll';
import { InitiativePlan, InitiativePlanParams, PurchaseFilterOptions, PurchaseOrderRequest, PurchasePositions } from '../../../src/api/contract/purchase-order';
import {
  MandatoryMatrixSummary,
  MandatoryMatrixSummaryParams,
  ReportDownloadParams,
  ReportDownloadQuery,
  reportDownloadSchemas,
} from '../../../src/api/contract/report-downloads';
import {
  CommonBonusesQuery,
  CommonBonusesResponse,
  ExportInitiativesRequest,
  ExportInitiativesResponse,
  InitiativeQuarters,
  InitiativeQuartersQuery,
  InitiativesReport,
  InitiativesReportQuery,
  Report,
  ReportParams,
  ReportRows,
  RewardsDistribution,
  RewardsPointsQuery,
  RewardsQuery,
} from '../../../src/api/contract/reports';
import { xlsxMimeType } from '../../../src/domain/report-files/workbook';
import { PharmacyIdQuery } from '../../services/cashier-payroll/scope';
import { OptionalPharmacy } from '../../services/reports/pharmacy-scope';
import type { Catalogue } from '../operation';
import { tags } from '../../../src/api/contract/tags';

const tag = tags.reports;
/** Calls that name no pharmacy: a pharmacy user's own, staff add `?id=`. */
const withPharmacy = (query: v.ObjectSchema<v.ObjectEntries, undefined>) => v.object({ ...query.entries, ...OptionalPharmacy.entries });

/** /api/reports: the regular reports service (reports-and-foundation §7 'Reports'). */
export const reportsOperations: Catalogue = {
  'GET /reports/initiative/pharmacy': {
    summary: 'Инициативы аптеки за квартал (текущий, если квартал не указан)',
    tag,
    query: InitiativesReportQuery,
    answer: { json: InitiativesReport },
  },
  'GET /reports/initiative/pharmacy/quarters': {
    summary: 'Кварталы года, за которые у аптеки есть данные',
    tag,
    query: InitiativeQuartersQuery,
    answer: { json: InitiativeQuarters },
  },
  'GET /reports/initiative/pharmacy-common-bonuses': {
    summary: 'Общие бонусы аптеки за квартал (без параметров: своя аптека, текущий квартал)',
    tag,
    query: CommonBonusesQuery,
    answer: { json: CommonBonusesResponse },
  },
  'POST /reports/initiative/export': {
    summary: 'Заказать выгрузку инициатив аптеки (фоновая задача)',
    tag,
    body: ExportInitiativesRequest,
    answer: { json: ExportInitiativesResponse },
  },
  'GET /reports/cashier/rewards': {
    summary: 'Распределение вознаграждений сотрудникам за квартал',
    tag,
    query: withPharmacy(RewardsQuery),
    answer: { json: RewardsDistribution },
  },
  'GET /reports/cashier/points': {
    summary: 'Баллы сотрудников аптеки за квартал (вызов спецификации, те же данные, что распределение вознаграждений)',
    tag,
    query: withPharmacy(RewardsPointsQuery),
    answer: { json: RewardsDistribution },
  },
  'GET /reports/report/:id': { summary: 'Отчёт по инициативе', tag, params: ReportParams, answer: { json: Report } },
  'GET /reports/report/:id/rows': { summary: 'Строки отчёта по инициативе', tag, params: ReportParams, answer: { json: ReportRows } },
  'GET /reports/rest/reports/mktg-initiative/:kind': {
    summary: 'Выгрузка отчёта по инициативе: JSON или xlsx (по заголовку Accept)',
    tag,
    params: ReportDownloadParams,
    query: ReportDownloadQuery,
    answer: { json: v.union(Object.values(reportDownloadSchemas)), files: [xlsxMimeType] },
  },
  'GET /reports/rest/reports/mktg-initiative/mandatory-matrix/:id/summary': {
    summary: 'Итоги расширенной обязательной матрицы',
    tag,
    params: MandatoryMatrixSummaryParams,
    answer: { json: MandatoryMatrixSummary },
  },
  'GET /reports/cashier/payroll-stats-by-month/:date': {
    summary: 'Показатели зарплаты первостольников аптеки за месяц',
    tag: tags.payroll,
    params: DateParam,
    query: PharmacyIdQuery,
    answer: { json: PharmacyStat },
  },
  'GET /reports/cashier/payroll-sale-by-month/:date': {
    summary: 'Продажи первостольников аптеки за месяц',
    tag: tags.payroll,
    params: DateParam,
    query: PharmacyIdQuery,
    answer: { json: PayrollSales },
  },
  'GET /reports/cashier/fulfilled-plan-bonus-points-by-month/:date': {
    summary: 'Баллы за выполненный план первостольников за месяц',
    tag: tags.payroll,
    params: DateParam,
    query: PharmacyIdQuery,
    answer: { json: FulfilledPlanBonusPoints },
  },
  'POST /reports/purchase-order/filters-options': {
    summary: 'Варианты фильтров заказа по инициативам (регулярные данные)',
    tag: tags.purchaseOrder,
    body: PurchaseOrderRequest,
    answer: { json: PurchaseFilterOptions },
  },
  'POST /reports/purchase-order/purchase-order': {
    summary: 'Позиции заказа по инициативам (регулярные данные)',
    tag: tags.purchaseOrder,
    body: PurchaseOrderRequest,
    answer: { json: PurchasePositions },
  },
  'GET /reports/purchase-order/initiative/plan/:pharmacyId/:initiativeId': {
    summary: 'План закупки аптеки по инициативе',
    tag: tags.purchaseOrder,
    params: InitiativePlanParams,
    answer: { json: InitiativePlan },
  },
};
