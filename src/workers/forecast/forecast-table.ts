import {
  initiativesTold,
  joinedBarcodesOf,
  productNameOf,
  supplierGroupsOf,
  BARCODE_SEPARATOR,
  type ForecastColumns,
} from '../../domain/forecast/columns';
import { editQuantity, quantityText, settleDrafts, type QuantityDrafts } from '../../domain/forecast/edits';
import { computeQuantities } from '../../domain/forecast/quantity';
import { proposeByScore, rankedHead, scoreLevels, type ScoreLevels } from '../../domain/forecast/score-cut';
import {
  filterRows,
  indexByInitiative,
  noFilter,
  proposedCount,
  scoreRanges,
  scoreRows,
  toPriceWeight,
  toSize,
  type ScoreRanges,
} from '../../domain/forecast/selection';
import { orderByDescendingKey } from '../../domain/forecast/sort';
import { computeTotals, type ForecastTotals } from '../../domain/forecast/totals';
import { linesByKey, matchDraftEdits, type KeptEdit } from '../../domain/orders/draft-changes';
import { maxWindowRows, rankedHeadRows, type ForecastGridRow, type ForecastRestored, type ForecastViewParams } from './forecast-types';

/**
 * The forecast the worker owns (perspective's "table"): the columns, the view chosen on screen
 * and the order being built. Every per-row step runs here, over typed arrays.
 *
 * Edits (docs/decisions/forecast-proposal.md): a typed quantity is kept as
 * an edit of its row until the calculation type, the size or the weight changes — those make a
 * new proposal, and an edit made against the old one would silently disagree with it. A filter
 * change keeps the edits: the user only narrows or widens what is shown, and a row that comes
 * back shows what was typed in it. The typed text itself (the draft) is shown until an action
 * settles it into its number.
 */
/**
 * A view's ranking: the scores of its rows at a weight (aligned with its rows), their levels once
 * a cut needs them, the grid's first positions, and the whole order once a deeper row is asked.
 */
interface Ranking {
  priceWeight: number;
  scores: Float64Array;
  levels: ScoreLevels | null;
  head: Uint32Array;
  ranked: Uint32Array | null;
}

/** Up to this many rows a view is ranked whole when it is made, not by its first rows. */
const WHOLE_RANKING_ROWS = 65_536;

export function createForecastTable(columns: ForecastColumns, { wholeRankingRows = WHOLE_RANKING_ROWS } = {}) {
  const { length } = columns;
  const calculated = new Float64Array(length);
  const quantity = new Float64Array(length);
  const drafts: QuantityDrafts = new Map();
  const edits = new Map<number, number>();
  let params: ForecastViewParams | null = null;
  let matching: Uint32Array = new Uint32Array(0);
  // The price and profit ranges of the rows kept, made once per filter: every weight reads them.
  let ranges: ScoreRanges | null = null;
  let everyRowRanges: ScoreRanges | null = null;
  let ranking: Ranking = { priceWeight: Number.NaN, scores: new Float64Array(0), levels: null, head: new Uint32Array(0), ranked: null };
  // Every row, and its ranking at the last weight, for the view without filters: widening back
  // to all reuses them instead of scoring a million rows again.
  let everyRow: Uint32Array | null = null;
  let everyRowRanking: Ranking | null = null;
  // Each initiative's rows, made with the table (two passes, a few milliseconds at a million rows):
  // the filter to one initiative then reads its rows only, within the frame it is shown in.
  const initiativeIndex = indexByInitiative(columns);
  const levelsOf = () => (ranking.levels ??= scoreLevels(ranking.scores));
  // The totals of the last proposal while it proposes every kept row and nothing was typed since:
  // the quantities are then the calculated ones whatever the weight, and a weight change over
  // the same rows leaves them, and their totals, as they are.
  let allProposedTotals: ForecastTotals | null = null;
  let revision = 0;
  // Sets of other initiatives repeat: their text is made once per set.
  const otherNames = columns.otherInitiativeSets.map((set) => set.map((other) => other.name).join(', '));
  // Rows that do not tell their initiative cannot be filtered by one: every row is shown, never
  // none (or some) under the chosen initiative's name.
  const byInitiative = initiativesTold(columns);

  const sameFilter = (a: ForecastViewParams, b: ForecastViewParams) =>
    a.initiativeId === b.initiativeId &&
    a.supplierGroups.length === b.supplierGroups.length &&
    a.supplierGroups.every((group) => b.supplierGroups.includes(group));

  function setView(next: ForecastViewParams): { revision: number; matching: number; totals: ForecastTotals; order: Uint32Array } {
    const view = {
      ...next,
      initiativeId: byInitiative ? next.initiativeId : null,
      priceWeight: toPriceWeight(next.priceWeight),
      size: toSize(next.size, length),
    };
    const filterChanged = !params || !sameFilter(params, view);
    const typeChanged = !params || params.calculationType !== view.calculationType;
    const weightChanged = !params || params.priceWeight !== view.priceWeight;
    const proposalChanged = typeChanged || weightChanged || !params || params.size !== view.size;
    if (typeChanged) computeQuantities(view.calculationType, columns, calculated);
    const unfiltered = view.initiativeId === null && view.supplierGroups.length === 0;
    if (filterChanged) {
      matching = unfiltered
        ? (everyRow ??= filterRows(columns, noFilter))
        : filterRows(
            columns,
            { initiativeIds: view.initiativeId === null ? [] : [view.initiativeId], supplierGroups: view.supplierGroups },
            initiativeIndex,
          );
      ranges = unfiltered ? (everyRowRanges ??= scoreRanges(columns, matching)) : null;
    }
    if (filterChanged || weightChanged) {
      const kept = unfiltered && everyRowRanking?.priceWeight === view.priceWeight ? everyRowRanking : null;
      ranking = kept ?? rank(view.priceWeight);
      if (unfiltered) everyRowRanking = ranking;
    }
    const allProposed = proposedCount(view.size, matching.length) === matching.length;
    const unchanged = allProposed && allProposedTotals !== null && !filterChanged && !typeChanged && edits.size === 0;
    if (!unchanged) propose(view);
    if (proposalChanged) {
      edits.clear();
      settleDrafts(drafts);
    }
    for (const [row, value] of edits) quantity[row] = value;
    const viewTotals = unchanged ? allProposedTotals! : totals();
    allProposedTotals = allProposed && edits.size === 0 ? viewTotals : null;
    params = view;
    revision++;
    return { revision, matching: matching.length, totals: viewTotals, order: ranking.head.slice() };
  }

  /** The view's scores and its first ranked rows; the rest of the ranking waits (score-cut.ts). */
  function rank(priceWeight: number): Ranking {
    ranges ??= scoreRanges(columns, matching);
    const scores = scoreRows(columns, matching, priceWeight, ranges);
    ranking = { priceWeight, scores, levels: null, head: new Uint32Array(0), ranked: null };
    // A few initiatives' rows are ranked whole at once (one radix sort, well under a millisecond):
    // the cut's candidate sorts, made to spare a million rows that work, cost more at this size.
    ranking.head =
      matching.length <= wholeRankingRows ? rankAll().subarray(0, rankedHeadRows) : rankedHead(matching, scores, rankedHeadRows);
    return ranking;
  }

  const totals = () => computeTotals(columns, matching, quantity);

  function propose(view: ForecastViewParams): void {
    const count = proposedCount(view.size, matching.length);
    proposeByScore(calculated, matching, ranking.scores, count, quantity, count < matching.length ? levelsOf() : undefined);
  }

  /** The whole ranking (grid order), made the first time a row past the head is asked for. */
  function rankAll(): Uint32Array {
    if (ranking.ranked) return ranking.ranked;
    // The order is ours: it becomes the ranking in place (as rankRows does), from the scores kept.
    const order = orderByDescendingKey(ranking.scores);
    for (let k = 0; k < order.length; k++) order[k] = matching[order[k]];
    ranking.ranked = order;
    return order;
  }

  /** A row across loads (a draft names its typed rows by it): its initiative and its product. */
  const keyOf = (row: number) => `${columns.initiatives[columns.initiative[row]].id}:${columns.promotionalProductId[row]}`;
  const valueOrNull = (value: number) => (Number.isNaN(value) ? null : value);

  /** The rows typed into, for the screen's draft (sparse: only those), with what each row was when typed. */
  function typedEdits(): KeptEdit[] {
    return [...edits].map(([row, value]) => ({
      key: keyOf(row),
      text: drafts.get(row) ?? String(value),
      name: productNameOf(columns, row),
      price: columns.regionalPurchasingPrice[row],
      balance: valueOrNull(columns.balance[row]),
    }));
  }

  /**
   * The typed rows become exactly `kept` (a restored draft; none after «Очистить черновик»): the
   * proposal comes back everywhere else. Rows are found by key in one pass over the products the
   * draft names; what changed since they were typed is answered.
   */
  function restoreEdits(kept: readonly KeptEdit[]): ForecastRestored {
    if (!params) throw new Error('Прогноз ещё не показан');
    edits.clear();
    settleDrafts(drafts);
    propose(params);
    allProposedTotals = null;
    const products = new Set(kept.map((edit) => Number(edit.key.slice(edit.key.indexOf(':') + 1))));
    const rowsByKey = linesByKey(length, (row) => (products.has(columns.promotionalProductId[row]) ? keyOf(row) : null));
    const { applied, changes } = matchDraftEdits(
      kept,
      (key) => rowsByKey.get(key),
      (row) => ({
        price: columns.regionalPurchasingPrice[row],
        balance: valueOrNull(columns.balance[row]),
      }),
    );
    // A kept text that no longer reads as packs (a draft from before the whole-packs rule) is left out.
    for (const [row, text] of applied) {
      const packs = editQuantity(quantity, drafts, row, text);
      if (packs !== null) edits.set(row, packs);
    }
    revision++;
    return { revision, totals: totals(), changes };
  }

  function edit(row: number, text: string): ForecastTotals {
    if (!Number.isInteger(row) || row < 0 || row >= length) throw new RangeError(`Строки ${row} нет в прогнозе`);
    // A refused text (not a whole number of packs) changes nothing: the screen refused it already.
    const packs = editQuantity(quantity, drafts, row, text);
    if (packs !== null) edits.set(row, packs);
    allProposedTotals = null;
    return totals();
  }

  function gridRow(order: Uint32Array, position: number): ForecastGridRow {
    const i = order[position];
    const purchased = columns.purchasedAmount[i];
    const balance = columns.balance[i];
    return {
      position,
      row: i,
      initiativeName: columns.initiatives[columns.initiative[i]].name,
      promoter: columns.promoters.values[columns.promoter[i]],
      promotionalProductId: columns.promotionalProductId[i],
      promotionalProductName: productNameOf(columns, i),
      barcodes: joinedBarcodesOf(columns, i).replaceAll(BARCODE_SEPARATOR, ', '),
      regionalPurchasingPrice: columns.regionalPurchasingPrice[i],
      requiredQuantity: columns.requiredQuantity[i],
      purchasedAmount: Number.isNaN(purchased) ? null : purchased,
      balance: Number.isNaN(balance) ? null : balance,
      quantityText: quantityText(quantity, drafts, i),
      recommendedQuantity: calculated[i],
      otherInitiatives: otherNames[columns.otherInitiatives[i]],
      supplierGroups: supplierGroupsOf(columns, i).join(', '),
    };
  }

  /** The rows at grid positions start..end (exclusive), at most maxWindowRows of them. */
  function window(start: number, end: number): { revision: number; start: number; rows: ForecastGridRow[] } {
    const from = Math.max(0, Math.floor(start));
    const to = Math.min(matching.length, Math.floor(end), from + maxWindowRows);
    const order = to <= ranking.head.length ? ranking.head : rankAll();
    const rows: ForecastGridRow[] = [];
    for (let position = from; position < to; position++) rows.push(gridRow(order, position));
    return { revision, start: from, rows };
  }

  /** An action turns the typed texts into their numbers: the grid shows numbers from now on. */
  function settle(): void {
    settleDrafts(drafts);
  }

  return {
    columns,
    setView,
    edit,
    window,
    settle,
    /** Rows the view keeps, in forecast order (totals, order lines). */
    matching: () => matching,
    /** The same rows in grid order (the 'download all' file). */
    ranked: rankAll,
    quantity,
    /** What the calculation type's rule gives each row: the measure of a quantity far above it. */
    recommended: calculated,
    hasView: () => params !== null,
    typedEdits,
    restoreEdits,
  };
}

export type ForecastTable = ReturnType<typeof createForecastTable>;
