import type { OverviewInitiativeRow, OverviewTable } from '../../../domain/reports/overview';
import type { GridTotals } from '../../../ui/grid/grid-columns';

/**
 * The overview table as grid rows: a line per group (super-type) with its initiatives as
 * children. A group line has no initiative, so no details and no order.
 */
export interface OverviewLine {
  key: string;
  name: string;
  /** The type's Russian name, shown on hover of an initiative's name. */
  typeName: string;
  mtxPercent: number | null;
  purchaseSipSum: number | null;
  earned: number | null;
  expected: number | null;
  expired: boolean;
  initiative: OverviewInitiativeRow | null;
  children: OverviewLine[];
}

const initiativeLine = (initiative: OverviewInitiativeRow): OverviewLine => ({
  key: `initiative-${initiative.id}`,
  name: initiative.name,
  typeName: initiative.typeName,
  mtxPercent: initiative.mtxPercent,
  purchaseSipSum: initiative.purchaseSipSum,
  earned: initiative.earned,
  expected: initiative.expected,
  expired: initiative.expired,
  initiative,
  children: [],
});

/** Group lines are keyed by super-type: the key the overview machine expands. */
export const overviewLines = (table: OverviewTable | null): OverviewLine[] =>
  (table?.groups ?? []).map((group) => ({
    key: group.superType,
    name: group.name,
    typeName: group.name,
    mtxPercent: group.mtxPercent,
    purchaseSipSum: group.purchaseSipSum,
    earned: group.earned,
    expected: group.expected,
    expired: false,
    initiative: null,
    children: group.children.map(initiativeLine),
  }));

export const overviewTotals = (table: OverviewTable | null): GridTotals | null =>
  table?.totals
    ? { name: table.totals.label, purchaseSipSum: table.totals.purchaseSipSum, earned: table.totals.earned, expected: table.totals.expected }
    : null;
