import { describe, expect, it } from 'vitest';
import { runWorkbookChromiumBench } from '../../../bench/forecast-workbook-chromium';

// The Chromium workbook bench at a small size, so it keeps working between its runs at a million rows.
describe('the workbook bench in Chromium', () => {
  it("prints the worker's time beside the goal, its memory and the page's longest task", async () => {
    const lines: string[] = [];
    const report = await runWorkbookChromiumBench({ rows: 2_000, runs: 1, log: (line) => lines.push(line) });
    expect(report).toMatchObject({ rows: 2_000, runs: 1, reference: '≤ 6 000 ms at 1 000 000 rows' });
    expect(report.medianMs).toBeGreaterThan(0);
    expect(report.fileMegabytes).toBeGreaterThan(0.05);
    expect(report.reports).toBeGreaterThan(0);
    // The page is cross-origin isolated, so the worker's memory is measured, not left at 0.
    expect(report.workerHeapPeakMegabytes).toBeGreaterThan(0);
    expect(lines.join('\n')).toMatch(
      /in a Chromium worker \(one thread deflating: two from 20 000 rows\), 2 000 rows: [\d ]+ ms .*\[reference ≤ 6 000 ms at 1 000 000 rows\]/u,
    );
    expect(lines.join('\n')).toMatch(/workers' heap [\d.]+ MB with the columns, [\d.]+ MB at its peak/u);
  }, 120_000);
});
