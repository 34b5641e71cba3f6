import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { defaultVisibleColumns, initiativeListColumns, type InitiativeListColumn } from '../../api/contract/initiatives-list';
import { useSnackbarActor } from '../../ui/app-context';
import type { GridItem, TableDefaults } from '../../domain/shared/table-settings';
import { selectTableSettings, tableSettingsMachine } from '../../machines/shared/table-settings.machine';
import { defaultVisibleFilters, filterKeys, type FilterKey } from './ListFilters';
import { listTableName } from './list-columns';

/** §2.9: id, type, name and sent shown by default, the rest hidden; the filters likewise. */
export const listDefaults: TableDefaults = {
  tableName: listTableName,
  columns: initiativeListColumns.map((key) => ({ key, show: defaultVisibleColumns.includes(key) })),
  filters: filterKeys.map((key) => ({ key, show: defaultVisibleFilters.includes(key) })),
};

const shownKeysOf = <K extends string>(items: readonly GridItem[], known: readonly K[]): K[] =>
  items.filter((item) => item.show && (known as readonly string[]).includes(item.key)).map((item) => item.key as K);

/**
 * The user's settings of the list (table 'pharmacy_initiatives', kept on the server by the
 * table-settings machine): which columns and filters show, in what order, and the widths.
 */
export function useListSettings(userName: string | null) {
  const snackbar = useSnackbarActor();
  const settings = useActorRef(tableSettingsMachine, { input: { defaults: listDefaults, userName, snackbar } });
  const current = useSelector(settings, selectTableSettings);
  const columns = useMemo(() => shownKeysOf<InitiativeListColumn>(current.columnsGrid, initiativeListColumns), [current.columnsGrid]);
  const filters = useMemo(() => shownKeysOf<FilterKey>(current.filtersGrid, filterKeys), [current.filtersGrid]);
  return { settings, columns, filters, widths: current.columnsWidth };
}
