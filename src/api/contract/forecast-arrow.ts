/**
 * The forecast rows as an Apache Arrow IPC stream: the same call as the JSON pages
 * (GET forecastPaths.rows with the pharmacy's id), asked for with `Accept: forecastArrowMediaType`
 * and without offset/limit: every row of the pharmacy, in the forecast's own order, as record
 * batches. Arrow is what analysts' own tools read (pyarrow, DuckDB, Polars, Perspective), so the
 * same answer serves them. A back end that does not offer it answers JSON pages, and the worker
 * falls back to them.
 *
 * The columns carry the names of the JSON rows (ForecastRow); their Arrow types are fixed here so
 * the gateway's encoder and the worker's decoder (and a distributor's real back end) agree.
 * Plain data on purpose: the portal's main bundle imports the contract, apache-arrow stays in the
 * gateway and in the forecast worker.
 */
export const forecastArrowMediaType = 'application/vnd.apache.arrow.stream';

/** Rows per record batch the gateway writes (a reader accepts any batch size). */
export const forecastArrowBatchRows = 65_536;

/**
 * The schema's custom metadata key under which the gateway announces how many rows the answer
 * holds (decimal digits), as its build counted them when the schema was written. Optional and only
 * a hint: a reader that finds it makes room for that many rows at once (no copy when the columns
 * are finished), and reads the rows that actually come, more or fewer.
 */
export const forecastArrowRowsKey = 'rows';

/**
 * Arrow type of each column, in this order:
 * - 'int32': Int32, never null (ids: the distributor's are 32-bit integers);
 * - 'money': roubles with kopecks, never null: Decimal64 of scale 2 (exact kopecks in 8 bytes);
 * - 'quantity': packs, never null; 'quantity?': null where the source does not know it. The
 *   narrowest type that holds every value of the pharmacy's forecast: Int8, Int16 or Int32 when
 *   they are all whole, else Decimal64 of scale 3 (the database keeps thousandths);
 * - 'dictionary-utf8': Dictionary<Int32, Utf8> (initiative and promoter names repeat a lot);
 * - 'list-dictionary-utf8': List<Dictionary<Int32, Utf8>>, an empty list, never null (supplier
 *   groups: a few dozen names repeated on most rows; barcodes);
 * - 'list-initiative': List<Struct<id: Int32, name: Dictionary<Int32, Utf8>>> (the product's other
 *   initiatives: a few hundred names repeated over the rows).
 * A reader takes any number type for 'money' and 'quantity' (signed integers up to 32 bits,
 * decimals up to 128, Float64): another back end may write Float64 as this contract once did.
 * Each record batch carries its own dictionaries (a stream reader takes a later
 * dictionary of the same id as a replacement). Coding the two repeated lists took the benchmark's
 * forecast from 315 to 179 bytes a row. Product names and barcodes are coded too: a
 * product stands on several rows (one per initiative it is in), so its name and barcodes repeat.
 */
export const forecastArrowColumns = [
  ['initiativeId', 'int32'],
  ['initiativeName', 'dictionary-utf8'],
  ['promoter', 'dictionary-utf8'],
  ['promotionalProductId', 'int32'],
  ['promotionalProductName', 'dictionary-utf8'],
  ['barcodes', 'list-dictionary-utf8'],
  ['regionalPurchasingPrice', 'money'],
  ['minQuantity', 'quantity'],
  ['requiredQuantity', 'quantity'],
  ['regionalSalesQuantity', 'quantity'],
  ['possibleProfit', 'money'],
  ['possibleSupplierGroups', 'list-dictionary-utf8'],
  ['quantityForOrder', 'quantity'],
  ['purchasedAmount', 'quantity?'],
  ['balance', 'quantity?'],
  ['otherInitiatives', 'list-initiative'],
] as const;

export type ForecastArrowColumnName = (typeof forecastArrowColumns)[number][0];
export type ForecastArrowColumnType = (typeof forecastArrowColumns)[number][1];
