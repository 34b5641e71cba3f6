import { read, utils } from 'xlsx';
import { describe, expect, it } from 'vitest';
import { payrollCalls } from '../../../src/api/contract/payroll';
import { urlOf } from '../support/requests';
import { fileNameFromContentDisposition } from '../../../src/domain/orders/file-names';
import { calculatePayroll } from '../../../src/domain/payroll/calculate';
import { figureLabels } from '../../../src/domain/payroll/labels';
import { expectMessage } from '../reports/support';
import { monthBody } from './body';
import { CURRENT, PREVIOUS, payrollGateway } from './support';

const { state, get, post } = payrollGateway();
const download = urlOf(payrollCalls.downloadPayroll);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('POST payroll-pharmacy/download', () => {
  it.each([PREVIOUS, CURRENT])(
    'answers the workbook of %s: the domain calculation of what the screen shows, and its parameters',
    async (month) => {
      const body = await monthBody(get, month);
      const answer = await post(download, body);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe(XLSX_TYPE);
      // The test clock: 2026-11-19 07:30 UTC, in the gateway's own time zone.
      const now = state.gateway.clock.now();
      const stamp = `19.11.2026 ${String(now.getHours()).padStart(2, '0')}-${String(now.getMinutes()).padStart(2, '0')}`;
      expect(fileNameFromContentDisposition(String(answer.headers['content-disposition']))).toBe(
        `Расчёт зарплаты первостольника ${stamp}.xlsx`,
      );

      const book = read(answer.rawPayload, { type: 'buffer' });
      expect(book.SheetNames).toEqual(['Расчёт', 'Параметры']);
      const lines = utils.sheet_to_json<unknown[]>(book.Sheets['Расчёт'], { header: 1 });
      const header = lines[0] as string[];
      const column = (name: string) => header.indexOf(name);
      const result = calculatePayroll(body);
      expect(lines).toHaveLength(1 + result.cashiers.length + 1);
      result.cashiers.forEach((cashier, index) => {
        const line = lines[index + 1];
        expect(line[column(figureLabels.cashier)]).toBe(cashier.cashierFullName);
        expect(line[column(figureLabels.fixedByTime)]).toBe(cashier.fixedByTime.value);
        expect(line[column(figureLabels.baseBonus)]).toBe(cashier.baseBonus.value);
        expect(line[column(figureLabels.kpiBonus)]).toBe(cashier.kpiBonus.value);
        expect(line[column(figureLabels.monthBonus)]).toBe(cashier.monthBonus.value);
        expect(line[column(figureLabels.totalBonus)]).toBe(cashier.totalBonus.value);
      });
      const totals = lines[lines.length - 1];
      expect(totals[column(figureLabels.cashier)]).toBe('Итого');
      expect(totals[column(figureLabels.totalBonus)]).toBe(result.totals.totalBonus);
      expect(result.totals.totalBonus).toBeGreaterThan(0);

      const parameters = utils.sheet_to_json<unknown[]>(book.Sheets['Параметры'], { header: 1 });
      const labels = parameters.map((line) => line[0]);
      expect(labels).toContain('Месяц');
      expect(parameters.find((line) => line[0] === 'Вес KPI 1')?.[1]).toBe(30);
      expect(parameters.find((line) => line[0] === 'Остатки с истекающим сроком, руб.')?.[1]).toBe(body.pharmacyStat.expiringRemains);
    },
  );

  it('refuses what a save refuses: a KPI rule broken, another pharmacy', async () => {
    const body = await monthBody(get, PREVIOUS);
    const broken = {
      ...body,
      pharmacyParams: body.pharmacyParams.map((row) => (row.type === 'KPI_4_WEIGHT' ? { ...row, valueIn: 0 } : row)),
    };
    expectMessage(await post(download, broken), 400, 'Сумма всех весов KPI должна быть равна 100');
    expectMessage(await post(download, { ...body, pharmacyId: 2 }), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await post(download, body, 'manager'), 400, 'Поле «pharmacyId»: укажите аптеку');
    expectMessage(await post(download, { ...body, month: '2026-10-31' }), 400, /^Поле «month»: /);
  });

  it('reads the measured statistics when none are sent', async () => {
    const { pharmacyStat: _sent, ...body } = await monthBody(get, CURRENT);
    const answer = await post(download, body);
    expect(answer.statusCode, answer.body).toBe(200);
  });
});
