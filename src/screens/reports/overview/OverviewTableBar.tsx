import type { OverviewActor } from '../../../machines/reports/overview.machine';

/**
 * Above the quarter's table: one button that opens every group (every initiative in view) or
 * closes them all, and the legend of the row colours: a pink row is an initiative whose term has
 * ended, kept for its figures but no longer ordered from.
 */
export function OverviewTableBar({
  overview, groups, expanded, anyExpired,
}: { overview: OverviewActor; groups: readonly string[]; expanded: readonly string[]; anyExpired: boolean }) {
  const allOpen = groups.every((group) => expanded.includes(group));
  // The bar keeps its place while the quarter loads (its height is the button's, see the CSS), so
  // the table does not move down when the button comes.
  return (
    <div className="overview__table-bar">
      {groups.length > 0 && (
      <button
        type="button"
        className="button"
        onClick={() => overview.send(allOpen ? { type: 'overview.collapseAll' } : { type: 'overview.expandAll', superTypes: groups })}
      >
        {allOpen ? 'Свернуть все инициативы' : 'Развернуть все инициативы'}
      </button>
      )}
      {anyExpired && (
        <p className="overview__legend">
          <span className="overview__legend-swatch" aria-hidden="true" />
          Розовым выделены инициативы, срок которых истёк: их показатели сохранены, заказ по ним уже не оформить.
        </p>
      )}
    </div>
  );
}
