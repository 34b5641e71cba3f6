import { describe, expect, it } from 'vitest';
import { runForecastWorkbookBench } from '../../../bench/forecast-workbook';

// The workbook bench at a small size, so `npm run bench` keeps working between its runs at a million rows.
describe('the workbook bench', () => {
  it('prints the xlsx figure of the forecast beside its reference', async () => {
    const lines: string[] = [];
    const report = await runForecastWorkbookBench({ rows: 2_000, runs: 1, log: (line) => lines.push(line) });
    expect(report).toMatchObject({ rows: 2_000, runs: 1, reference: '≤ 6 000 ms at 1 000 000 rows' });
    expect(report.medianMs).toBeGreaterThan(0);
    expect(Math.abs(report.perReferenceRowsMs - report.medianMs * 500)).toBeLessThanOrEqual(500); // the median is rounded to 1 ms
    expect(report.fileMegabytes).toBeGreaterThan(0.05);
    expect(lines.join('\n')).toMatch(
      /xlsx of the forecast, 2 000 rows: [\d ]+ ms .*scaled to 1 000 000 rows {2}\[reference ≤ 6 000 ms at 1 000 000 rows\]/u,
    );
  });
});
