import { parseISO } from 'date-fns';
import type { InitiativeListColumn, InitiativeListRow } from '../../api/contract/initiatives-list';
import { formatDate } from '../../domain/shared/format';
import { initiativeTypeName } from '../../domain/shared/initiative-types';
import { formatDateTime } from '../../domain/orders/history';
import type { GridColumn } from '../../ui/grid/grid-columns';

/** The list's table name: its settings on the gateway and its local storage alias (spec §4). */
export const listTableName = 'pharmacy_initiatives';

/** Russian headers of the §2.9 columns, also the names the settings modal shows. */
export const columnNames: Record<InitiativeListColumn, string> = {
  initiativeId: 'ID инициативы',
  type: 'Тип инициативы',
  initiativeName: 'Название инициативы',
  initiativeStartDate: 'Дата начала',
  initiativeEndDate: 'Дата окончания',
  initiativeSent: 'Отправлена',
  initiativeLastExportTime: 'Последняя выгрузка',
  initiativeUpdateDateTime: 'Обновлена',
};

const day = (value: string | null) => (value ? formatDate(parseISO(value)) : '');
const moment = (value: string | null) => (value ? formatDateTime(value) : '');

/** A data column, headed by its §2.9 name; `row[key]` unless a value is given. */
const column = (
  key: InitiativeListColumn,
  size: Pick<GridColumn<InitiativeListRow>, 'width' | 'minWidth'>,
  value?: GridColumn<InitiativeListRow>['value'],
): GridColumn<InitiativeListRow> => ({ key, name: columnNames[key], value, ...size });

const dataColumns: Record<InitiativeListColumn, GridColumn<InitiativeListRow>> = {
  initiativeId: column('initiativeId', { width: 130 }),
  type: column('type', { minWidth: 180 }, (row) => initiativeTypeName(row.type)),
  initiativeName: column('initiativeName', { minWidth: 240 }),
  initiativeStartDate: column('initiativeStartDate', { width: 130 }, (row) => day(row.initiativeStartDate)),
  initiativeEndDate: column('initiativeEndDate', { width: 140 }, (row) => day(row.initiativeEndDate)),
  initiativeSent: column('initiativeSent', { width: 120 }, (row) => (row.initiativeSent ? 'Да' : 'Нет')),
  initiativeLastExportTime: column('initiativeLastExportTime', { width: 160 }, (row) => moment(row.initiativeLastExportTime)),
  initiativeUpdateDateTime: column('initiativeUpdateDateTime', { width: 160 }, (row) => moment(row.initiativeUpdateDateTime)),
};

/** The shown data columns in the user's order; the selection and download columns frame them. */
export function listColumns(
  shown: readonly InitiativeListColumn[],
  selectCell: GridColumn<InitiativeListRow>['renderCell'],
  downloadCell: GridColumn<InitiativeListRow>['renderCell'],
): GridColumn<InitiativeListRow>[] {
  return [
    { key: 'select', name: 'Выбор', hiddenName: true, renderCell: selectCell, width: 48 },
    ...shown.map((column) => dataColumns[column]),
    { key: 'download', name: 'Файл', hiddenName: true, renderCell: downloadCell, width: 190 },
  ];
}
