import { readFileSync, writeFileSync } from 'node:fs';

/** What both halves of the forecast-transfer bench (Node and Chromium) measure with. */

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const round = (value: number) => Math.round(value * 10) / 10;

/** What both halves measure of one load path on one database, over the runs. */
export interface LoadFigure {
  database: 'pglite' | 'postgres';
  /** 'arrow on a line': the Arrow path in Chromium under network emulation. */
  path: 'arrow' | 'json pages' | 'arrow on a line';
  rows: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  runs: number;
  /** Arrow's speed-up over the JSON pages in the same run (JSON median / Arrow median). */
  ratio: number | null;
  /** The gateway's highest resident memory above its resident memory just before the load, worst run. */
  gatewayPeakMbAboveIdle: number | null;
}

/** One goal checked against a figure (printed PASS/FAIL; never fails the run). */
export interface TransferGoal {
  goal: string;
  database: string;
  measured: number;
  limit: number;
  pass: boolean;
}

/** The forecast transfer's goals at a million rows. */
export const rowsWithinMs = { pglite: 4000, postgres: 2000 } as const;
export const minRatio = 6;
export const gatewayPeakLimitMb = 200;

/**
 * The office line, emulated in Chromium through the DevTools protocol: 50
 * Mbit/s down, 20 ms round trip; a million rows on screen within 10 s over it.
 */
export const officeLine = { downMbit: 50, upMbit: 10, roundTripMs: 20 } as const;
export const lineRowsWithinMs = 10_000;

/** Resident memory of a process, in MB, from /proc. */
function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/**
 * The gateway's peak resident memory above its memory at the start, over one load. Clearing its
 * high-water mark first (clear_refs 5, Linux ≥ 4.0, allowed to the parent as the same user) makes
 * VmHWM afterwards the exact peak; sampling every 10 ms is the fallback where that is refused.
 */
export function watchMemory(pid: number) {
  let hwmReset = false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    hwmReset = true;
  } catch {
    // sampling alone
  }
  const idle = rssMb(pid, 'VmRSS');
  let peak = idle;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid, 'VmRSS'))), 10);
  return {
    stop(): number {
      clearInterval(timer);
      peak = Math.max(peak, rssMb(pid, 'VmRSS'), hwmReset ? rssMb(pid, 'VmHWM') : 0);
      return peak - idle;
    },
  };
}
