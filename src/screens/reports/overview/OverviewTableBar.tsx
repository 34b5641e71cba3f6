import type { OverviewActor } from '../../../machines/reports/overview.machine';

/**
 * Above the quarter's table: one button that opens every group (every initiative in view) or
 * closes them all, and the legend of the row colours: a pink row is an initiative whose term has
 * ended, kept for its figures but no longer ordered from.
 */
export function OverviewTableBar({
  overview, groups, expanded, anyExpired,
}: { overview: OverviewActor; groups: readonly string[]; expanded: readonly string[]; anyExpired: boolean }) {
  const ready = groups.length > 0;
  const allOpen = ready && groups.every((group) => expanded.includes(group));
  // The bar is laid out the same from the first draw: the button and the legend take their place
  // while the quarter loads and stay unseen until it has come (the legend only when some row is
  // pink). The legend wraps beside the button or under it by the width alone, so the table under
  // the bar does not move when the quarter comes.
  return (
    <div className="overview__table-bar">
      <button
        type="button"
        className={ready ? 'button' : 'button overview__kept-place'}
        aria-hidden={!ready || undefined}
        tabIndex={ready ? undefined : -1}
        disabled={!ready}
        onClick={() => overview.send(allOpen ? { type: 'overview.collapseAll' } : { type: 'overview.expandAll', superTypes: groups })}
      >
        {allOpen ? 'Свернуть все инициативы' : 'Развернуть все инициативы'}
      </button>
      <p className={anyExpired ? 'overview__legend' : 'overview__legend overview__kept-place'} aria-hidden={!anyExpired || undefined}>
        <span className="overview__legend-swatch" aria-hidden="true" />
        Розовым выделены инициативы, срок которых истёк: их показатели сохранены, заказ по ним уже не оформить.
      </p>
    </div>
  );
}
