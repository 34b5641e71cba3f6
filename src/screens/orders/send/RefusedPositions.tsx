import { useMemo } from 'react';
import type { PulsRejectedPosition } from '../../../api/contract/orders';
import { DataGrid } from '../../../ui/grid/DataGrid';
import { refusedColumns, refusedRowKey, refusedRows, wrappedRowHeight } from './rejected-columns';

const columns = refusedColumns();

interface RefusedPositionsProps {
  /** The grid's name, said by a screen reader: the heading of the place it stands in. */
  label: string;
  positions: readonly PulsRejectedPosition[];
  /** The grid's height at most, before it scrolls: it shares its dialog or panel with other text. */
  maxHeight: number;
}

/**
 * The positions a system refused or will refuse, with the reason on each: the Пульс result, the
 * warehouse check before sending and the purchase service's skipped positions show them alike.
 */
export function RefusedPositions({ label, positions, maxHeight }: RefusedPositionsProps) {
  const rows = useMemo(() => refusedRows(positions), [positions]);
  return <DataGrid label={label} columns={columns} rows={rows} rowKey={refusedRowKey} rowHeight={wrappedRowHeight} maxHeight={maxHeight} />;
}
