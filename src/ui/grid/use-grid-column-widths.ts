/*
 * useGridColumnWidths: keeps a big grid's column widths per user on the server,
 * through the table-settings machine, so they come back after a reload and in another browser.
 *
 * How to use:
 *   const widths = useGridColumnWidths('profit-forecast', columns);
 *   <DataGrid ... columnWidths={widths.columnWidths} onColumnResize={widths.onColumnResize} />
 * `columns` are the grid's columns (only their keys count); pass a stable array (module constant
 * or useMemo). A failed load or save is told by a snackbar; the grid works on with its widths.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useAuthSelector, useSnackbarActor } from '../app-context';
import { selectUserName } from '../../machines/session/auth.selectors';
import { selectColumnWidths, tableSettingsMachine } from '../../machines/shared/table-settings.machine';
import { sameColumnWidths } from '../../domain/shared/table-settings';

export function useGridColumnWidths(tableName: string, columns: readonly { key: string }[]) {
  const userName = useAuthSelector(selectUserName);
  const snackbar = useSnackbarActor();
  const defaults = useMemo(
    () => ({ tableName, columns: columns.map((column) => ({ key: column.key, show: true })) }),
    [tableName, columns],
  );
  // The machine starts once per grid: later column changes only matter at the next mount.
  const actor = useActorRef(tableSettingsMachine, { input: { defaults, userName, snackbar } });
  const columnWidths = useSelector(actor, selectColumnWidths, sameColumnWidths);
  const onColumnResize = useCallback((key: string, width: number) => actor.send({ type: 'columns.resize', key, width }), [actor]);
  return { columnWidths, onColumnResize };
}
