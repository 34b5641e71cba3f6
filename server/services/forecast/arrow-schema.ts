import { Decimal, Dictionary, Field, Int16, Int32, Int8, List, Schema, Struct, Utf8, type DataType } from 'apache-arrow';
import { forecastArrowColumns, forecastArrowRowsKey, type ForecastArrowColumnType } from '../../../src/api/contract/forecast-arrow';
import { widestQuantities, type QuantityColumn, type QuantityWidth, type QuantityWidths } from './arrow-widths';

/**
 * The Arrow schema of the forecast answer, from the contract's column list. Dictionary ids are
 * fixed (not apache-arrow's global counter) so every record batch, whenever it was encoded and
 * stored, belongs to the one schema message the answer starts with. The quantity columns' types
 * depend on the pharmacy's values (arrow-widths.ts): a build has one schema, stored with it.
 */
const dictionaryIds = {
  initiativeName: 0,
  promoter: 1,
  possibleSupplierGroups: 2,
  otherInitiativeName: 3,
  promotionalProductName: 4,
  barcodes: 5,
} as const;

const codedText = (id: number) => new Dictionary(new Utf8(), new Int32(), id);

/** numeric(14,2) and numeric(14,3) of the database: Decimal64 holds every value exactly. */
const decimal = (scale: number) => new Decimal(scale, 14, 64);

function quantityType(width: QuantityWidth): DataType {
  switch (width) {
    case 8:
      return new Int8();
    case 16:
      return new Int16();
    case 32:
      return new Int32();
    case 'decimal':
      return decimal(3);
  }
}

export const initiativeRefType = new Struct([
  new Field('id', new Int32(), false),
  new Field('name', codedText(dictionaryIds.otherInitiativeName), false),
]);

function typeOf(name: string, type: ForecastArrowColumnType, widths: QuantityWidths): DataType {
  switch (type) {
    case 'int32':
      return new Int32();
    case 'money':
      return decimal(2);
    case 'quantity':
    case 'quantity?':
      return quantityType(widths[name as QuantityColumn]);
    case 'dictionary-utf8':
      return codedText(dictionaryIds[name as 'initiativeName' | 'promoter' | 'promotionalProductName']);
    case 'list-dictionary-utf8':
      return new List(new Field('item', codedText(dictionaryIds[name as 'possibleSupplierGroups' | 'barcodes']), false));
    case 'list-initiative':
      return new List(new Field('item', initiativeRefType, false));
  }
}

/** The schema of a build whose quantity columns have these widths, announcing its rows when they are known. */
export function forecastArrowSchemaOf(widths: QuantityWidths, rows: number | null = null): Schema {
  const metadata = rows === null ? undefined : new Map([[forecastArrowRowsKey, String(rows)]]);
  return new Schema(
    forecastArrowColumns.map(([name, type]) => new Field(name, typeOf(name, type, widths), type === 'quantity?')),
    metadata,
  );
}

/** The schema that holds any forecast (an empty one, tests). */
export const forecastArrowSchema = forecastArrowSchemaOf(widestQuantities);
