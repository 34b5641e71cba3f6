/**
 * A bench's figures as a plain-text table: a header, a rule, the rows, each column as wide as its
 * widest cell; the columns `alignRight` picks (numbers) right-aligned, the others left-aligned.
 * The lines of `note`, if any, follow after an empty line.
 */
export function textTable(header: string[], body: string[][], alignRight: (column: number) => boolean, note?: string): string {
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((row) => row[c].length)));
  const line = (cells: string[]) => cells.map((cell, c) => (alignRight(c) ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ');
  const table = [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)];
  return (note === undefined ? table : [...table, '', note]).join('\n');
}
