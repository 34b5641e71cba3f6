import type { Table } from 'apache-arrow';
import type { ForecastRow } from '../../../src/api/contract/forecast';

/** An Arrow table's rows in the JSON rows' shape, so a stream compares with the JSON pages. */
export function rowsOf(table: Table): ForecastRow[] {
  return table.toArray().map((row) => ({
    ...(row.toJSON() as ForecastRow),
    barcodes: [...(row.barcodes as Iterable<string>)],
    possibleSupplierGroups: [...(row.possibleSupplierGroups as Iterable<string>)],
    otherInitiatives: [...(row.otherInitiatives as Iterable<{ toJSON(): unknown }>)].map((other) => other.toJSON() as ForecastRow['otherInitiatives'][number]),
  }));
}
