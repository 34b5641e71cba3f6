import { DataType, type Table } from 'apache-arrow';
import type { ForecastRow } from '../../../src/api/contract/forecast';

/**
 * An Arrow table's rows in the JSON rows' shape, so a stream compares with the JSON pages.
 * apache-arrow gives a decimal (money, quantities with thousandths) as its integer of units: the
 * integer over its scale's unit is the number the JSON text gives.
 */
export function rowsOf(table: Table): ForecastRow[] {
  const decimals = table.schema.fields.flatMap((field) => (DataType.isDecimal(field.type) ? [[field.name, field.type] as const] : []));
  return table.toArray().map((row) => {
    const plain = row.toJSON() as Record<string, unknown>;
    // Its text is the unsigned integer of the value's bits: read back as signed.
    for (const [name, type] of decimals)
      if (plain[name] !== null) plain[name] = Number(BigInt.asIntN(type.bitWidth, BigInt(String(plain[name])))) / 10 ** type.scale;
    return {
      ...(plain as unknown as ForecastRow),
      barcodes: [...(row.barcodes as Iterable<string>)],
      possibleSupplierGroups: [...(row.possibleSupplierGroups as Iterable<string>)],
      otherInitiatives: [...(row.otherInitiatives as Iterable<{ toJSON(): unknown }>)].map(
        (other) => other.toJSON() as ForecastRow['otherInitiatives'][number],
      ),
    };
  });
}
