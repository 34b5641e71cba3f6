import { Dictionary, Field, Float64, Int32, List, Schema, Struct, Utf8, type DataType } from 'apache-arrow';
import { forecastArrowColumns, type ForecastArrowColumnType } from '../../../src/api/contract/forecast-arrow';

/**
 * The Arrow schema of the forecast answer, from the contract's column list. Dictionary ids are
 * fixed (not apache-arrow's global counter) so every record batch, whenever it was encoded and
 * stored, belongs to the one schema message the answer starts with.
 */
const dictionaryIds = { initiativeName: 0, promoter: 1, possibleSupplierGroups: 2, otherInitiativeName: 3, promotionalProductName: 4, barcodes: 5 } as const;

const codedText = (id: number) => new Dictionary(new Utf8(), new Int32(), id);

export const initiativeRefType = new Struct([new Field('id', new Int32(), false), new Field('name', codedText(dictionaryIds.otherInitiativeName), false)]);

function typeOf(name: string, type: ForecastArrowColumnType): DataType {
  switch (type) {
    case 'int32':
      return new Int32();
    case 'float64':
    case 'float64?':
      return new Float64();
    case 'dictionary-utf8':
      return codedText(dictionaryIds[name as 'initiativeName' | 'promoter' | 'promotionalProductName']);
    case 'list-dictionary-utf8':
      return new List(new Field('item', codedText(dictionaryIds[name as 'possibleSupplierGroups' | 'barcodes']), false));
    case 'list-initiative':
      return new List(new Field('item', initiativeRefType, false));
  }
}

export const forecastArrowSchema = new Schema(forecastArrowColumns.map(([name, type]) => new Field(name, typeOf(name, type), type === 'float64?')));
