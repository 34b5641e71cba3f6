import { formatNumber } from '../../domain/shared/format';
import * as v from 'valibot';
import { extension, staffPharmacy } from './extension';
import { declareCalls } from './call';
import { forecastArrowMediaType } from './forecast-arrow';
import { tags } from './tags';

/**
 * The profit forecast calls (spec purchasing-and-pay §7.1, declared in forecastCalls below). Their
 * queries the spec does not show: every parameter is ours. A forecast call may name the pharmacy
 * (staff look at several); without it the pharmacy is the caller's own, taken from its token.
 */

/** A whole number in a query: a number in code, digits in a query string. */
const QueryInteger = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,12}$/u, 'ожидается целое число'))], 'ожидается целое число'),
  v.transform(Number),
  v.integer('ожидается целое число'),
);

/**
 * Rows per page of GET profit-forecast. A million rows are about 550 MB of JSON: more than the
 * longest string V8 can hold (2^29 characters), so neither side could stringify or parse them in
 * one piece. The worker reads pages and feeds each to the columns builder.
 */
export const forecastPageSize = 50_000;

const paging = {
  why: 'A forecast of up to a million rows is read in pages of 50 000 rows (a million rows of JSON do not fit in one string).',
  without: 'The forecast is read in one JSON answer: a very large forecast then loads slower and may not fit in a browser’s memory.',
};

/**
 * Query of the three forecast reads. offset and limit page the rows of profit-forecast (in a
 * stable order; the other two ignore them): the worker asks for pages until one comes back
 * shorter than the limit. A source that does not page answers every row at once, which the
 * worker notices by a page longer than the limit.
 */
export const ForecastQuery = v.object({
  pharmacyId: extension(v.optional(QueryInteger), staffPharmacy),
  offset: extension(v.optional(v.pipe(QueryInteger, v.minValue(0, 'не меньше 0')), 0), paging),
  limit: extension(
    v.optional(
      v.pipe(QueryInteger, v.minValue(1, 'не меньше 1'), v.maxValue(forecastPageSize, `не больше ${formatNumber(forecastPageSize)}`)),
      forecastPageSize,
    ),
    paging,
  ),
});
export type ForecastQuery = v.InferOutput<typeof ForecastQuery>;

/** An initiative a forecast row belongs to, or another one its product takes part in. */
export const InitiativeRef = v.object({ id: v.number(), name: v.string() });
export type InitiativeRef = v.InferOutput<typeof InitiativeRef>;

/**
 * The initiative of a forecast row: the table of §2.1 has an initiative column and the screen an
 * initiative filter, but §3's forecast product row has no initiative field. Both fields are ours;
 * a row without initiativeId is a row whose initiative the back end does not tell (the portal then
 * offers neither the column nor the filter, src/domain/forecast/columns.ts).
 */
const rowInitiative = {
  why: 'The forecast table’s column «Инициатива» and the screen’s initiative filter (PP §2.1 names both, §3’s forecast product row has no initiative field); the initiative also keeps a product’s rows of different initiatives apart.',
  without:
    'The forecast shows every row of the pharmacy without the column «Инициатива» and without the initiative filter, and says the server does not tell the initiative of a row; the forecast spreadsheets leave the column out.',
};

/**
 * A forecast product row (§3) with the initiative it belongs to and the other initiatives of its
 * product, which the table of §2.1 shows. The 'purchase plan' column is requiredQuantity;
 * purchasedAmount and balance are the 'purchased since initiative start' and 'balance' columns,
 * null when the source does not know them.
 */
export const ForecastRow = v.object({
  initiativeId: extension(v.optional(v.number()), rowInitiative),
  /** Without initiativeId it is not read: a name alone cannot tell two initiatives apart. */
  initiativeName: extension(v.optional(v.string()), rowInitiative),
  /** The contract holder. */
  promoter: v.string(),
  promotionalProductId: v.number(),
  promotionalProductName: v.string(),
  barcodes: v.array(v.string()),
  /** Purchase cost of one pack, RUB. */
  regionalPurchasingPrice: v.number(),
  minQuantity: v.number(),
  requiredQuantity: v.number(),
  /** Packs sold in the region over 30 days. */
  regionalSalesQuantity: v.number(),
  /** Profit over 30 days, RUB. */
  possibleProfit: v.number(),
  possibleSupplierGroups: v.array(v.string()),
  /** In a response: the source's proposal. In a file request: the quantity the user set. */
  quantityForOrder: v.number(),
  purchasedAmount: extension(v.optional(v.nullable(v.number()), null), {
    why: 'The forecast table’s column «Закуплено с начала инициативы» (PP §2.1 names the column, §3 no field).',
    without: 'The column stays empty.',
  }),
  balance: extension(v.optional(v.nullable(v.number()), null), {
    why: 'The forecast table’s column «Остаток» (PP §2.1 names the column, §3 no field).',
    without: 'The column stays empty.',
  }),
  otherInitiatives: extension(v.optional(v.array(InitiativeRef), []), {
    why: 'The forecast table’s column of the other initiatives the product takes part in (PP §2.1 names the column, §3 no field).',
    without: 'The column stays empty.',
  }),
});
export type ForecastRow = v.InferOutput<typeof ForecastRow>;
export type ForecastRowWire = v.InferInput<typeof ForecastRow>;

export const ForecastRows = v.array(ForecastRow);
export type ForecastRows = v.InferOutput<typeof ForecastRows>;

/**
 * A critical point of the bonus curve: d more matrix positions than the pharmacy has now bring the
 * bonus percent pw (percent units, like bonusPercent).
 */
export const CriticalPoint = v.object({ d: v.number(), pw: v.number() });
export type CriticalPoint = v.InferOutput<typeof CriticalPoint>;

/** A step of the forecast bonus; the first step carries the critical points. */
export const ForecastBonusStep = v.object({
  existedNumberOfPosition: v.number(),
  requiredNumberOfPositions: v.number(),
  bonusSum: v.number(),
  bonusPercent: v.number(),
  criticalPoints: v.optional(v.array(CriticalPoint), []),
});
export type ForecastBonusStep = v.InferOutput<typeof ForecastBonusStep>;

export const ForecastPrediction = v.object({ bonuses: v.array(ForecastBonusStep) });
export type ForecastPrediction = v.InferOutput<typeof ForecastPrediction>;

/**
 * A count that may be infinite (no number of positions reaches the bonus). JSON has no infinity:
 * the wire carries the string 'Infinity', as Jackson writes it by default. null is read as
 * infinite too, because JSON.stringify writes Infinity as null; a sender should still use
 * `encodePositionCount`.
 */
export const PositionCount = v.pipe(
  v.union([v.number(), v.literal('Infinity'), v.null()], 'ожидается число или "Infinity"'),
  v.transform((value): number => (value === 'Infinity' || value === null ? Infinity : value)),
);
export const encodePositionCount = (count: number): number | 'Infinity' => (count === Infinity ? 'Infinity' : count);

/** A Mandatory Matrix bonus row (§3); the table shows an infinite absent count as 0. */
export const MandatoryMatrixBonus = v.object({
  type: v.literal('MANDATORY_MATRIX'),
  requiredPercent: v.number(),
  requiredNumberOfPositions: v.number(),
  bonusPercent: v.number(),
  existedNumberOfPosition: v.number(),
  absentNumberOfPositionByTheEndOfThePeriod: PositionCount,
  absentNumberOfPosition: PositionCount,
  /** Earned and expected sums of the current year and quarter; the TP variant may leave them out. */
  earned: v.optional(v.nullable(v.number()), null),
  expected: v.optional(v.nullable(v.number()), null),
});
export type MandatoryMatrixBonus = v.InferOutput<typeof MandatoryMatrixBonus>;
export type MandatoryMatrixBonusWire = v.InferInput<typeof MandatoryMatrixBonus>;

export const MandatoryMatrixBonuses = v.array(MandatoryMatrixBonus);
export type MandatoryMatrixBonuses = v.InferOutput<typeof MandatoryMatrixBonuses>;

/** Body of the three file calls: the rows with the quantities the user set. */
export const ForecastProductList = v.object({ productsList: v.array(ForecastRow) });
export type ForecastProductList = v.InferOutput<typeof ForecastProductList>;

/** MIME types of the file answers. */
export const forecastFileTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xml: 'application/xml; charset=utf-8',
} as const;

export const PharmacySystemCheckQuery = v.object({
  subdivCode: v.pipe(v.string('ожидается код подразделения'), v.minLength(1, 'не может быть пустым')),
});
export type PharmacySystemCheckQuery = v.InferOutput<typeof PharmacySystemCheckQuery>;

/**
 * The pharmacy ordering systems connected to a subdivision. An empty list hides the 'order to the
 * pharmacy ordering system' action.
 */
export const PharmacySystems = v.array(v.object({ code: v.string(), name: v.string() }));
export type PharmacySystems = v.InferOutput<typeof PharmacySystems>;

/** The largest PostgreSQL integer: a larger pharmacy id cannot exist. */
const MAX_ID = 2_147_483_647;

/** ?pharmacyId of the file calls: a pharmacy user's own whatever it names; staff may name one (or none). */
export const ForecastFileQuery = v.object({
  pharmacyId: extension(
    v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d+$/u, 'ожидается целое положительное число'),
        v.transform(Number),
        v.minValue(1, 'ожидается целое положительное число'),
        v.maxValue(MAX_ID, `не больше ${formatNumber(MAX_ID)}`),
      ),
    ),
    staffPharmacy,
  ),
});

/** A forecast file: its name in Content-Disposition (the gateway's default names, src/domain/orders/file-names.ts). */
const forecastFile = (summary: string, mediaType: string) => ({
  method: 'POST' as const,
  summary,
  query: ForecastFileQuery,
  body: ForecastProductList,
  answer: { file: [mediaType], description: 'Файл с именем в Content-Disposition' },
  errors: [404] as const,
});

/**
 * The forecast calls. A read may name its pharmacy (staff must; a pharmacy user's own is taken
 * from its token): a pharmacy user naming another gets 403, a pharmacy that does not exist 404.
 * The files are made of the rows the portal sends; the two order files refuse (400) rows without
 * a quantity above 0.
 */
export const forecastCalls = declareCalls(tags.forecast, {
  forecastRows: {
    method: 'GET',
    path: '/reports-rt/rest/profit-forecast',
    summary:
      'Страница строк прогноза прибыли аптеки; с Accept: application/vnd.apache.arrow.stream и без offset/limit — все строки потоком Arrow',
    query: ForecastQuery,
    answer: { json: ForecastRows, files: [forecastArrowMediaType], extensionFiles: true },
    errors: [404],
  },
  forecastPrediction: {
    method: 'GET',
    path: '/reports-rt/rest/profit-forecast-prediction',
    summary: 'Прогноз бонусов аптеки по ступеням',
    query: ForecastQuery,
    answer: { json: ForecastPrediction },
    errors: [404],
  },
  mandatoryMatrixBonuses: {
    method: 'GET',
    path: '/reports-rt/rest/profit-forecast-bonuses',
    summary: 'Бонусы обязательных матриц аптеки',
    query: ForecastQuery,
    answer: { json: MandatoryMatrixBonuses },
    errors: [404],
  },
  forecastAsFile: { ...forecastFile('Прогноз прибыли в xlsx', forecastFileTypes.xlsx), path: '/reports-rt/rest/profit-forecast-as-file' },
  forecastProductsAsFile: {
    ...forecastFile('Заказанные товары прогноза в xlsx', forecastFileTypes.xlsx),
    path: '/reports-rt/rest/profit-forecast-products-as-file',
  },
  // The media type without its charset: the answer's Content-Type adds `; charset=utf-8`.
  forecastForOrderingSystems: {
    ...forecastFile('Заказ прогноза для систем заказа аптеки (xml)', 'application/xml'),
    path: '/reports-rt/rest/profit-forecast-for-ordering-systems',
  },
});
