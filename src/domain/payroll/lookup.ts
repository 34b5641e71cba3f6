import type { ParamRow } from './params';

/** A threshold lookup's answer: the result and the row chosen (null: no threshold reached → 0). */
export interface Lookup<Row extends ParamRow = ParamRow> {
  value: number;
  row: Row | null;
}

/**
 * §9's lookup: among the rows of `type`, the one with the largest valueIn not above `value`; its
 * valueOut, or 0 when no row qualifies (the value is below every threshold, or there are no rows).
 * The rows' order does not matter; of two rows with the same threshold the larger result wins, so
 * the answer never depends on the order the pharmacy typed them in.
 */
export function lookup<Row extends ParamRow>(rows: readonly Row[], type: string, value: number): Lookup<Row> {
  let chosen: Row | null = null;
  for (const row of rows) {
    if (row.type !== type || !(row.valueIn <= value)) continue;
    if (!chosen || row.valueIn > chosen.valueIn || (row.valueIn === chosen.valueIn && row.valueOut > chosen.valueOut)) chosen = row;
  }
  return { value: chosen ? chosen.valueOut : 0, row: chosen };
}
