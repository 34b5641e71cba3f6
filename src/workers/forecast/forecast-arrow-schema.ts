import { DataType, Precision, type Field, type Schema } from 'apache-arrow';
import { forecastArrowColumns, forecastArrowRowsKey, type ForecastArrowColumnType } from '../../api/contract/forecast-arrow';
import { ApiError } from '../../api/shared/http';

/**
 * The forecast's Arrow answer is checked once, at its schema (names and types against the
 * contract, src/api/contract/forecast-arrow.ts), not row by row as the JSON pages are: after that
 * every batch is typed arrays of the known types. What the schema cannot promise (a cut stream,
 * offsets past the data) is caught while the batches are read, with the same message.
 */
export function brokenForecastAnswer(detail: string, status = 200): ApiError {
  return new ApiError(status, `Ответ сервера с прогнозом повреждён или оборван: ${detail}.`);
}

const isInt32 = (type: DataType) => DataType.isInt(type) && type.bitWidth === 32 && type.isSigned;
const isFloat64 = (type: DataType) => DataType.isFloat(type) && type.precision === Precision.DOUBLE;
/**
 * Money and quantities: whatever number type the back end found narrowest (signed integers up to
 * 32 bits, decimals up to 128 bits), or Float64 as another back end may write them.
 */
const isNumber = (type: DataType) =>
  (DataType.isInt(type) && type.isSigned && type.bitWidth <= 32) ||
  isFloat64(type) ||
  (DataType.isDecimal(type) && [32, 64, 128].includes(type.bitWidth));

/** A dictionary's codes may be any integer (pyarrow and others pick their width); its values are texts. */
const isTextDictionary = (type: DataType) =>
  DataType.isDictionary(type) && DataType.isUtf8(type.dictionary) && DataType.isInt(type.indices);

function childOf(type: DataType): Field | undefined {
  return DataType.isList(type) ? type.children[0] : undefined;
}

function isInitiativeRef(type: DataType): boolean {
  if (!DataType.isStruct(type) || type.children.length !== 2) return false;
  const [id, name] = type.children;
  return id.name === 'id' && isInt32(id.type) && name.name === 'name' && isTextDictionary(name.type);
}

function fits(type: DataType, expected: ForecastArrowColumnType): boolean {
  switch (expected) {
    case 'int32':
      return isInt32(type);
    case 'money':
    case 'quantity':
    case 'quantity?':
      return isNumber(type);
    case 'dictionary-utf8':
      return isTextDictionary(type);
    case 'list-dictionary-utf8': {
      const child = childOf(type);
      return child !== undefined && isTextDictionary(child.type);
    }
    case 'list-initiative': {
      const child = childOf(type);
      return child !== undefined && isInitiativeRef(child.type);
    }
  }
}

/** Throws the Russian error unless the schema has the contract's columns, in order, of its types. */
export function checkForecastSchema(schema: Schema | null | undefined): void {
  if (!schema) throw brokenForecastAnswer('в нём нет схемы столбцов');
  const fields = schema.fields;
  if (fields.length !== forecastArrowColumns.length) {
    throw brokenForecastAnswer(`столбцов ${fields.length}, ожидалось ${forecastArrowColumns.length}`);
  }
  forecastArrowColumns.forEach(([name, type], index) => {
    const field = fields[index];
    if (field.name !== name) throw brokenForecastAnswer(`столбец ${index + 1} называется «${field.name}», ожидался «${name}»`);
    if (!fits(field.type, type)) throw brokenForecastAnswer(`столбец ${name} типа ${String(field.type)}, ожидался ${type}`);
  });
}

/**
 * Most rows an announcement is trusted for: room for them is made before the first row comes, so
 * a wrong announcement must not ask for gigabytes (room for 4 million rows is about 400 MB).
 */
const mostAnnouncedRows = 4_194_304;

/** The rows the answer announces (forecastArrowRowsKey); null when it announces none or nonsense (a hint, never an error). */
export function announcedRows(schema: Schema): number | null {
  const text = schema.metadata.get(forecastArrowRowsKey);
  if (text === undefined || !/^\d{1,9}$/u.test(text)) return null;
  const rows = Number(text);
  return rows <= mostAnnouncedRows ? rows : null;
}
