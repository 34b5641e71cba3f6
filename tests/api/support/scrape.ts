import { expect } from 'vitest';

/**
 * Reads Prometheus' text format as a scraper does: `name{label="value",...} number` lines, `#`
 * lines being help and type. A sample is found by its name and the labels asked for (others may
 * be there too).
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = LINE.exec(line);
    expect(match, `a line of the text format: ${line}`).not.toBeNull();
    const [, name, labelText = '', value] = match!;
    const labels = Object.fromEntries([...labelText.matchAll(LABEL)].map(([, key, raw]) => [key, raw.replace(/\\(.)/g, '$1')]));
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
}

export const matching = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));

/** The one sample of that name and labels; 0 when the series is not there yet (a counter not yet moved). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = matching(samples, name, labels);
  expect(found.length, `${name} ${JSON.stringify(labels)}: at most one series`).toBeLessThanOrEqual(1);
  return found[0]?.value ?? 0;
}
