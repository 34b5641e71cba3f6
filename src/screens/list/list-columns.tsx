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

const dataColumns: Record<InitiativeListColumn, GridColumn<InitiativeListRow>> = {
  initiativeId: { key: 'initiativeId', name: columnNames.initiativeId, width: 130 },
  type: { key: 'type', name: columnNames.type, value: (row) => initiativeTypeName(row.type), minWidth: 180 },
  initiativeName: { key: 'initiativeName', name: columnNames.initiativeName, minWidth: 240 },
  initiativeStartDate: {
    key: 'initiativeStartDate',
    name: columnNames.initiativeStartDate,
    value: (row) => day(row.initiativeStartDate),
    width: 130,
  },
  initiativeEndDate: {
    key: 'initiativeEndDate',
    name: columnNames.initiativeEndDate,
    value: (row) => day(row.initiativeEndDate),
    width: 140,
  },
  initiativeSent: {
    key: 'initiativeSent',
    name: columnNames.initiativeSent,
    value: (row) => (row.initiativeSent ? 'Да' : 'Нет'),
    width: 120,
  },
  initiativeLastExportTime: {
    key: 'initiativeLastExportTime',
    name: columnNames.initiativeLastExportTime,
    value: (row) => moment(row.initiativeLastExportTime),
    width: 160,
  },
  initiativeUpdateDateTime: {
    key: 'initiativeUpdateDateTime',
    name: columnNames.initiativeUpdateDateTime,
    value: (row) => moment(row.initiativeUpdateDateTime),
    width: 160,
  },
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
