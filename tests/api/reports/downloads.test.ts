import * as v from 'valibot';
import { read, utils } from 'xlsx';
import { describe, expect, it } from 'vitest';
import { MandatoryMatrixSummary, reportDownloadAccept, reportDownloadCalls, reportDownloadSchemas } from '../../../src/api/contract/report-downloads';
import { reportDownloadKinds, type ReportDownloadKind } from '../../../src/domain/shared/initiative-types';
import { fileNameFromContentDisposition, reportFileName } from '../../../src/domain/reports/files/file-name';
import { workbookLayouts } from '../../../src/domain/reports/files/layouts';
import { urlOf } from '../support/requests';
import { expectMessage, parsed, reportsGateway } from './support';

const { get } = reportsGateway();

/** Apteka1's current-quarter initiative of each download kind. */
const downloadIds: Record<ReportDownloadKind, number> = {
  'extended-mandatory-matrix': 1001,
  'product-of-the-day': 1003,
  'recommended-good': 1005,
  'pharmacy-motivation': 1012,
  'discount-compensation': 1013,
  procurement: 1014,
};

const download = (kind: string, initiative: number | string, accept?: string, login: Parameters<typeof get>[1] = 'apteka1') =>
  get(`${urlOf(reportDownloadCalls.reportDownload, { kind: kind as ReportDownloadKind })}?initiative=${initiative}`, login, accept ? { accept } : {});

describe('GET /api/reports/rest/reports/mktg-initiative/{kind}', () => {
  it.each(reportDownloadKinds)('%s answers JSON by default and on Accept: application/json', async (kind) => {
    const id = downloadIds[kind];
    for (const accept of [undefined, reportDownloadAccept.json, '*/*']) {
      const answer = parsed(reportDownloadSchemas[kind], await download(kind, id, accept));
      expect(answer.initiativeId).toBe(id);
      expect(answer.rows.length).toBeGreaterThan(0);
    }
  });

  it.each(reportDownloadKinds)('%s answers the xlsx the portal would build when Accept asks for it', async (kind) => {
    const id = downloadIds[kind];
    const json = parsed(reportDownloadSchemas[kind], await download(kind, id));
    const response = await download(kind, id, `${reportDownloadAccept.xlsx}, application/json;q=0.5`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(reportDownloadAccept.xlsx);
    expect(fileNameFromContentDisposition(String(response.headers['content-disposition']))).toBe(reportFileName(kind, json.initiativeName));
    const book = read(response.rawPayload, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]];
    const lines = utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(lines[0]).toEqual(workbookLayouts[kind].columns.map((column) => column.header));
    expect(lines).toHaveLength(json.rows.length + 1);
    // Numbers are number cells, not text.
    const numeric = Object.keys(sheet).filter((address) => !address.startsWith('!') && sheet[address].t === 'n');
    expect(numeric.length).toBeGreaterThan(0);
  });

  it('names the mandatory-matrix file in Russian, RFC 5987 encoded, and reads back a seeded figure', async () => {
    const response = await download('extended-mandatory-matrix', 1001, reportDownloadAccept.xlsx);
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Обязательная матрица — Обязательная матрица базовый ассортимент.xlsx')}`,
    );
    const json = parsed(reportDownloadSchemas['extended-mandatory-matrix'], await download('extended-mandatory-matrix', 1001));
    const sheet = read(response.rawPayload, { type: 'buffer' }).Sheets['Обязательная матрица'];
    expect(sheet.A1.v).toBe('Код товара');
    expect(sheet.A2.v).toBe(`П_${json.rows[0].product.id}`);
    expect(sheet.D2).toMatchObject({ t: 'n', v: json.rows[0].requiredQuantity });
  });

  it('answers 404 when the initiative has no report of that kind, or does not exist', async () => {
    expectMessage(await download('procurement', 1001), 404, 'У инициативы №1001 нет отчёта «Закупка»');
    expectMessage(await download('procurement', 999_999), 404, 'Инициатива №999999 не найдена');
  });

  it("never gives a pharmacy another pharmacy's file", async () => {
    expectMessage(await download('extended-mandatory-matrix', 1001, reportDownloadAccept.xlsx, 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expect(parsed(reportDownloadSchemas['extended-mandatory-matrix'], await download('extended-mandatory-matrix', 5001, undefined, 'apteka2')).initiativeId).toBe(5001);
  });

  it.each([
    ['unknown-report', '1001', /^Поле «kind»: неизвестный отчёт/],
    ['procurement', 'x', 'Поле «initiative»: ожидается положительное целое число'],
  ])('answers 400 naming the field for %s?initiative=%s', async (kind, id, message) => {
    expectMessage(await download(kind, id), 400, message);
  });

  it('answers 400 naming the field when the initiative is missing', async () => {
    expectMessage(await get('/api/reports/rest/reports/mktg-initiative/procurement'), 400, 'Поле «initiative»: обязательное поле');
  });
});

describe('GET /api/reports/rest/reports/mktg-initiative/mandatory-matrix/{id}/summary', () => {
  it('sums up the same rows the file holds and agrees with the overview', async () => {
    const summary = parsed(MandatoryMatrixSummary, await get(`${urlOf(reportDownloadCalls.mandatoryMatrixSummary, { id: 1001 })}`));
    const json = parsed(reportDownloadSchemas['extended-mandatory-matrix'], await download('extended-mandatory-matrix', 1001));
    const total = json.rows.length;
    expect(summary.positionsTotal).toBe(total);
    expect((summary.existedNumberOfPosition ?? 0) + (summary.absentNumberOfPosition ?? 0)).toBeCloseTo(total, 1);
    expect(summary.mtxPercent).toBeCloseTo((100 * (summary.existedNumberOfPosition ?? 0)) / total, 0);
    expect(summary.levels.map((level) => level.requiredPercent)).toEqual([80, 90, 100]);
    expect(v.is(MandatoryMatrixSummary, summary)).toBe(true);
  });

  it('answers 404 for an initiative that is not a mandatory matrix, 403 for another pharmacy', async () => {
    expectMessage(await get(`${urlOf(reportDownloadCalls.mandatoryMatrixSummary, { id: 1003 })}`), 404, 'Инициатива №1003 — не обязательная матрица');
    expectMessage(await get(`${urlOf(reportDownloadCalls.mandatoryMatrixSummary, { id: 5001 })}`), 403, 'Нет доступа к данным другой аптеки');
  });
});
