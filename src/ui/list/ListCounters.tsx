/*
 * ListCounters: the list's counters (purchasing-and-pay §2.9): shown results, selected rows and
 * total results — 'Показано результатов: N', 'Выбрано строк: N', 'Всего результатов: N'.
 *
 * How to use:
 *   <ListCounters shown={rows.length} selected={selectedIds.size} total={state.total} />
 * `selected` counts every chosen row, on this page or others (selection survives paging).
 * Leave `selected` out on a list without selection. Numbers are grouped the Russian way
 * (1 234). A polite live region: a screen reader hears the new counts after a page turns.
 */
import { formatNumber } from '../../domain/shared/format';
import '../../styles/list.css';

export interface ListCountersProps {
  shown: number;
  selected?: number;
  total: number;
}

export function ListCounters({ shown, selected, total }: ListCountersProps) {
  return (
    <p className="list-counters" aria-live="polite">
      <span className="list-counters__item">Показано результатов: {formatNumber(shown)}</span>
      {selected !== undefined && <span className="list-counters__item">Выбрано строк: {formatNumber(selected)}</span>}
      <span className="list-counters__item">Всего результатов: {formatNumber(total)}</span>
    </p>
  );
}
