import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CommonBonuses as DomainCommonBonuses } from '../../../src/domain/reports/bonus-comparison';
import type { InitiativeRecord as DomainInitiativeRecord } from '../../../src/domain/reports/overview';
import type { DownloadRowsByKind, ReportDownload } from '../../../src/domain/reports/files/rows';
import type { ReportHeader, ReportRowsByLayout } from '../../../src/domain/reports/report-rows';
import type { RewardsDistribution as DomainRewards } from '../../../src/domain/reports/rewards';
import {
  MandatoryMatrixSummary,
  ReportDownloadParams,
  ReportDownloadQuery,
  reportDownloadCalls,
  reportDownloadSchemas,
  type ReportDownloadResponse,
} from '../../../src/api/contract/report-downloads';
import { callPath, routePath } from '../../../src/api/contract/call';
import {
  CommonBonuses,
  CommonBonusesResponse,
  ExportInitiativesRequest,
  InitiativeQuarters,
  InitiativeQuartersQuery,
  InitiativesReport,
  InitiativesReportQuery,
  Report,
  ReportParams,
  ReportRows,
  reportCalls,
  RewardsDistribution,
  RewardsQuery,
} from '../../../src/api/contract/reports';
import { FindCurrentByTypesRequest, RtPharmacy } from '../../../src/api/contract/reports-rt-overview';

describe('reports contract: paths', () => {
  it('puts every call under /reports and fills the ids in', () => {
    expect(callPath(reportCalls.initiativesReport)).toBe('/reports/initiative/pharmacy');
    expect(callPath(reportCalls.initiativeQuarters)).toBe('/reports/initiative/pharmacy/quarters');
    expect(callPath(reportCalls.commonBonuses)).toBe('/reports/initiative/pharmacy-common-bonuses');
    expect(callPath(reportCalls.exportInitiatives)).toBe('/reports/initiative/export');
    expect(callPath(reportCalls.rewardsDistribution)).toBe('/reports/cashier/rewards');
    expect(callPath(reportCalls.reportById, { id: 7 })).toBe('/reports/report/7');
    expect(callPath(reportCalls.reportRowsById, { id: 7 })).toBe('/reports/report/7/rows');
    expect(callPath(reportCalls.salesPlanRows, { id: 7 })).toBe('/reports/report/sales-plan/7/rows');
    expect(callPath(reportCalls.contractRows, { id: 7 })).toBe('/reports/report/contract/7/rows');
    expect(callPath(reportCalls.mandatoryMatrixRows, { id: 7 })).toBe('/reports/report/mandatory-matrix/7/rows');
    expect(callPath(reportCalls.pharmacyMotivationRows, { id: 7 })).toBe('/reports/report/pharmacy-motivation/7/rows');
    expect(callPath(reportCalls.discountCompensationRows, { id: 7 })).toBe('/reports/report/discount-compensation/7/rows');
    expect(callPath(reportCalls.rewardsPoints)).toBe('/reports/cashier/points');
    expect(callPath(reportDownloadCalls.reportDownload, { kind: 'procurement' })).toBe('/reports/rest/reports/mktg-initiative/procurement');
    expect(callPath(reportDownloadCalls.mandatoryMatrixSummary, { id: 3 })).toBe('/reports/rest/reports/mktg-initiative/mandatory-matrix/3/summary');
    expect(routePath(reportCalls.reportById)).toBe('/reports/report/:id');
  });
});

describe('reports contract: requests', () => {
  it('reads ids and quarters from query text', () => {
    expect(v.parse(InitiativesReportQuery, { id: '12', quarter: '2024-04-01' })).toEqual({ id: 12, quarter: '2024-04-01' });
    expect(v.parse(InitiativesReportQuery, { id: 12, quarter: '2024-04-01' })).toEqual({ id: 12, quarter: '2024-04-01' });
    expect(v.parse(InitiativeQuartersQuery, { id: '1', year: '2023' })).toEqual({ id: 1, year: 2023 });
    expect(v.parse(RewardsQuery, { date: '2019-04-01' })).toEqual({ date: '2019-04-01' });
    expect(v.parse(ReportParams, { id: '99' })).toEqual({ id: 99 });
    expect(v.parse(ReportDownloadQuery, { initiative: '5' })).toEqual({ initiative: 5 });
    expect(v.parse(ReportDownloadParams, { kind: 'recommended-good' })).toEqual({ kind: 'recommended-good' });
  });

  // The gateway words a refusal as `Поле «<field>»: <message>`; here: the field and the message.
  const refusal = (schema: v.GenericSchema, input: unknown): [string, string] => {
    const result = v.safeParse(schema, input, { abortEarly: true });
    if (result.success) return ['', 'accepted'];
    const [issue] = result.issues;
    return [(issue.path ?? []).map((item) => String(item.key)).join('.'), issue.message];
  };

  it('refuses bad values with a Russian message, on the right field', () => {
    expect(refusal(InitiativesReportQuery, { id: 'abc', quarter: '2024-04-01' })).toEqual(['id', 'ожидается положительное целое число']);
    expect(refusal(InitiativesReportQuery, { id: '0', quarter: '2024-04-01' })[0]).toBe('id');
    expect(refusal(InitiativesReportQuery, { id: '1', quarter: '2024-05-01' })).toEqual([
      'quarter',
      'ожидается первый день квартала в формате ГГГГ-ММ-ДД (например, 2024-04-01)',
    ]);
    // The spec's call names only the pharmacy: no quarter means the current one.
    expect(refusal(InitiativesReportQuery, { id: '1' })).toEqual(['', 'accepted']);
    expect(refusal(RewardsQuery, { date: '15.05.2024' })[0]).toBe('date');
    expect(refusal(InitiativeQuartersQuery, { id: '1', year: '2018' })).toEqual(['year', 'данные есть начиная с 2019 года']);
    expect(refusal(ExportInitiativesRequest, { pharmacyId: 'x' })[0]).toBe('pharmacyId');
    expect(refusal(ReportDownloadParams, { kind: 'other' })[1]).toMatch(/^неизвестный отчёт; возможные: extended-mandatory-matrix/);
    expect(refusal(FindCurrentByTypesRequest, { types: [] })).toEqual(['types', 'укажите хотя бы один тип инициативы']);
  });
});

describe('reports contract: answers', () => {
  it('parses an initiatives report, filling what the distributor may leave out', () => {
    const report = v.parse(InitiativesReport, {
      pharmacyId: 1,
      quarter: '2024-04-01',
      dataFreshness: null,
      summary: { earnedSum: 10, expectedSum: 20 },
      initiatives: [{ id: 1, type: 'USTM_SALE', name: 'СТМ', from: 1, to: 2, earned: 10 }],
    });
    expect(report.initiatives[0]).toMatchObject({ mtxPercent: null, earned: 10, startDate: null });
    // Whether a cube is published is ours: a back end that does not say leaves it to the type.
    expect(report.initiatives[0].hasCubeLink).toBeUndefined();
  });

  it("parses the spec's initiatives report: the summary and the records, none of our wrapper fields", () => {
    const report = v.parse(InitiativesReport, {
      summary: { earnedSum: 10, expectedSum: 20 },
      initiatives: [{ id: 1, type: 'MANDATORY_MATRIX', name: 'ОМ', from: 1, to: 2, mtxPercent: 50, purchaseSipSum: 1, earned: 10, expected: 20, mitigatingCoefficient: 1 }],
    });
    expect(report).toMatchObject({ summary: { earnedSum: 10, expectedSum: 20 }, initiatives: [{ id: 1, earned: 10 }] });
    expect([report.pharmacyId, report.quarter, report.dataFreshness]).toEqual([undefined, undefined, undefined]);
  });

  it('tags report rows with their layout', () => {
    const rows = v.parse(ReportRows, {
      layout: 'matrixLevel',
      rows: [{ requiredPercent: 80, requiredNumberOfPositions: 100, existedNumberOfPosition: 90, absentNumberOfPosition: null, bonusPercent: 1 }],
    });
    expect(rows.layout).toBe('matrixLevel');
    expect(v.safeParse(ReportRows, { layout: 'other', rows: [] }).success).toBe(false);
    expect(v.safeParse(ReportRows, { layout: 'contract', rows: [{ contract: 'К' }] }).success).toBe(false);
  });

  it('answers null common bonuses for a quarter without them, and a live freshness as a date', () => {
    expect(v.parse(CommonBonusesResponse, null)).toBeNull();
    expect(v.safeParse(RtPharmacy, { id: 1, dataFreshness: '2024-05-14' }).success).toBe(true);
    expect(v.safeParse(RtPharmacy, { id: 1, dataFreshness: 1715644800 }).success).toBe(false);
  });

  it('keeps quarters to 1..4', () => {
    expect(v.safeParse(InitiativeQuarters, { year: 2024, quarters: [1, 2] }).success).toBe(true);
    expect(v.safeParse(InitiativeQuarters, { year: 2024, quarters: [5] }).success).toBe(false);
  });

  it('gives the domain exactly the shapes it computes with', () => {
    expectTypeOf<v.InferOutput<typeof InitiativesReport>['initiatives'][number]>().toExtend<DomainInitiativeRecord>();
    expectTypeOf<v.InferOutput<typeof CommonBonuses>>().toExtend<DomainCommonBonuses>();
    expectTypeOf<v.InferOutput<typeof RewardsDistribution>>().toExtend<DomainRewards>();
    expectTypeOf<v.InferOutput<typeof Report>>().toExtend<ReportHeader>();
    type Rows<K extends keyof ReportRowsByLayout> = Extract<v.InferOutput<typeof ReportRows>, { layout: K }>['rows'][number];
    expectTypeOf<Rows<'salesPlan'>>().toExtend<ReportRowsByLayout['salesPlan']>();
    expectTypeOf<Rows<'contract'>>().toExtend<ReportRowsByLayout['contract']>();
    expectTypeOf<Rows<'matrixLevel'>>().toExtend<ReportRowsByLayout['matrixLevel']>();
    expectTypeOf<Rows<'motivation'>>().toExtend<ReportRowsByLayout['motivation']>();
    expectTypeOf<Rows<'discountCompensation'>>().toExtend<ReportRowsByLayout['discountCompensation']>();
    expectTypeOf<ReportDownloadResponse<'extended-mandatory-matrix'>>().toExtend<ReportDownload<'extended-mandatory-matrix'>>();
    expectTypeOf<ReportDownloadResponse<'product-of-the-day'>>().toExtend<ReportDownload<'product-of-the-day'>>();
    expectTypeOf<ReportDownloadResponse<'recommended-good'>>().toExtend<ReportDownload<'recommended-good'>>();
    expectTypeOf<ReportDownloadResponse<'pharmacy-motivation'>>().toExtend<ReportDownload<'pharmacy-motivation'>>();
    expectTypeOf<ReportDownloadResponse<'discount-compensation'>>().toExtend<ReportDownload<'discount-compensation'>>();
    expectTypeOf<ReportDownloadResponse<'procurement'>>().toExtend<ReportDownload<'procurement'>>();
    expectTypeOf<DownloadRowsByKind['procurement']>().toExtend<ReportDownloadResponse<'procurement'>['rows'][number]>();
  });

  it('has a download schema per kind, and a mandatory-matrix summary with its levels', () => {
    expect(Object.keys(reportDownloadSchemas)).toHaveLength(6);
    const parsed = v.parse(reportDownloadSchemas['product-of-the-day'], {
      initiativeId: 1,
      initiativeName: 'Товар дня',
      rows: [{ from: 1, to: 2, points: 1, actualCompletionPercent: 0.5, expectedCompletionPercent: 1, actualBonusSum: 10, expectedBonusSum: 20 }],
    });
    expect(parsed.rows[0].product).toBeNull();
    expect(
      v.safeParse(MandatoryMatrixSummary, {
        initiativeId: 1,
        initiativeName: 'ОМ',
        from: 1,
        to: 2,
        positionsTotal: 100,
        existedNumberOfPosition: 90,
        absentNumberOfPosition: 10,
        mtxPercent: 90,
        earned: 1,
        expected: 2,
        levels: [],
      }).success,
    ).toBe(true);
  });
});
