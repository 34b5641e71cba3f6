import type { CubeKind } from '../shared/initiative-types';

/**
 * Links to the distributor's analytics cubes (spec section 7, "Other"):
 * `{host}/index.xhtml?customRequest=` + the URL-encoded base64 of the UTF-8 query text.
 *
 * The query text is MDX-like, one clause per line, so that a person reading a decoded link (or the
 * cube server's log) sees at once what was asked:
 *
 *   SELECT {[Measures].[required_quantity], [Measures].[balance]} ON COLUMNS,
 *   NON EMPTY {[promotional_product].[promotional_product_id].Members * ...} ON ROWS
 *   FROM [mandatory_matrix]
 *   WHERE ([quarter].[2024-04-01], [initiative].[42])
 *
 * The quarter is always filtered by its first day (YYYY-MM-DD); the initiative member is added
 * only when an initiative id is given.
 */
interface CubeQuery {
  cube: string;
  measures: readonly string[];
  /** The promotional product's rows (`productRows`) unless the cube says otherwise. */
  rows?: readonly string[];
}

/** Rows of most cubes: the promotional product with its promoter and price. */
const productRows = [
  '[promotional_product].[promotional_product_id]',
  '[promotional_product].[promoter]',
  '[promotional_product].[sip_price]',
] as const;

const cubeQueries: Record<CubeKind, CubeQuery> = {
  mandatoryMatrix: { cube: 'mandatory_matrix', measures: ['required_quantity', 'balance', 'success_days', 'fail_days', 'bonus_sum'] },
  recommendedGoods: { cube: 'recommended_goods', measures: ['required_quantity', 'balance', 'purchase_amount', 'sale_amount', 'bonus_sum'] },
  ustm: { cube: 'ustm', measures: ['purchase_amount', 'sale_amount', 'bonus_sum'] },
  productOfTheDay: { cube: 'product_of_the_day', measures: ['plan_amount', 'sale_amount', 'actual_bonus', 'expected_bonus'] },
  pharmacyMotivation: { cube: 'pharmacy_motivation', measures: ['plan_amount', 'sale_amount', 'actual_bonus', 'expected_bonus'] },
  discountCompensation: { cube: 'discount_compensation', measures: ['sale_amount', 'actual_bonus', 'expected_bonus'] },
  procurement: { cube: 'procurement', measures: ['plan_amount', 'purchase_amount', 'bonus_sum'] },
  establishedOrder: { cube: 'established_order', measures: ['required_quantity', 'balance', 'purchase_amount', 'bonus_sum'] },
  procurementGrouping: { cube: 'procurement_grouping', measures: ['plan_amount', 'purchase_amount', 'bonus_sum'] },
  procurementAmountPlan: { cube: 'procurement_amount_plan', measures: ['plan_amount', 'purchase_amount', 'bonus_sum'] },
  impulseAction: { cube: 'impulse_action', measures: ['sale_amount', 'actual_bonus', 'expected_bonus'] },
  impulseActionSingleton: { cube: 'impulse_action_singleton', measures: ['sale_amount', 'actual_bonus', 'expected_bonus'] },
  // Sales motivation pays cashiers, so its rows are the cashiers, not the products.
  salesMotivation: {
    cube: 'sales_motivation',
    measures: ['plan_amount', 'sale_amount', 'remuneration_sum'],
    rows: ['[Cashier].[Cashier]', '[promotional_product].[promotional_product_id]'],
  },
};

export interface CubeLinkRequest {
  cube: CubeKind;
  /** First day of the quarter, YYYY-MM-DD (quarterRequestDate). */
  quarterStart: string;
  initiativeId?: number | null;
}

/** The query text a cube link carries. */
export const cubeQueryText = ({ cube, quarterStart, initiativeId }: CubeLinkRequest): string => {
  const query = cubeQueries[cube];
  const measures = query.measures.map((measure) => `[Measures].[${measure}]`).join(', ');
  const rows = (query.rows ?? productRows).map((row) => `${row}.Members`).join(' * ');
  const filters = [`[quarter].[${quarterStart}]`];
  if (initiativeId != null) filters.push(`[initiative].[${initiativeId}]`);
  return [
    `SELECT {${measures}} ON COLUMNS,`,
    `NON EMPTY {${rows}} ON ROWS`,
    `FROM [${query.cube}]`,
    `WHERE (${filters.join(', ')})`,
  ].join('\n');
};

/** Base64 of the UTF-8 bytes: btoa alone throws on Cyrillic. btoa exists in browsers, workers and Node. */
export const base64Utf8 = (text: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64Utf8 = (base64: string): string =>
  new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));

/** The link a "view" action opens in a new tab. A trailing slash of the host is tolerated. */
export const cubeLink = (host: string, request: CubeLinkRequest): string =>
  `${host.replace(/\/+$/, '')}/index.xhtml?customRequest=${encodeURIComponent(base64Utf8(cubeQueryText(request)))}`;

/** The query text inside a cube link, or null when the link carries none (tests, support). */
export const decodeCubeLink = (link: string): string | null => {
  const match = /[?&]customRequest=([^&#]*)/.exec(link);
  return match ? fromBase64Utf8(decodeURIComponent(match[1])) : null;
};
