import { formatPercent } from '../../../domain/shared/format';
import type { OrderTab } from '../../../domain/shared/initiative-types';
import type { Period } from '../../../domain/shared/quarters';
import type { GridColumn } from '../../../ui/grid/grid-columns';
import type { TabScreenProps } from '../../../ui/report-tabs';
import type { OverviewLine } from './overview-lines';
import { PulsMark } from './PulsMark';
import { DetailsCell, OrderCell } from './RowActions';

/** The overview's columns after the expand toggle (spec section 2, "Initiatives overview"). */
export function overviewColumns(period: Period | null, isTabShown: TabScreenProps['isTabShown']): GridColumn<OverviewLine>[] {
  const columns: GridColumn<OverviewLine>[] = [
    {
      key: 'name',
      name: 'Вид инициативы',
      // The room the figures leave (a long initiative name reads whole at 1440 px); a longer one shows whole on hover.
      width: 'minmax(320px, 1fr)',
      minWidth: 260,
      renderCell: (line) => (
        <>
          <span title={line.initiative ? line.typeName : undefined}>{line.name}</span>
          {line.initiative?.puls && <PulsMark />}
        </>
      ),
    },
    // mtxPercent shows 2 decimals (spec section 9), unlike other percents; 'percent' keeps it a number column.
    { key: 'mtxPercent', name: 'Выполнение обязательной матрицы, %', format: 'percent', width: 150, value: (line) => formatPercent(line.mtxPercent, 2) },
    { key: 'purchaseSipSum', name: 'Закуплено в ценах СИП, руб.', format: 'money', width: 150 },
    { key: 'earned', name: 'Заработано на дату отчёта, руб.', format: 'money', width: 150 },
    { key: 'expected', name: 'Прогноз на конец периода, руб.', format: 'money', width: 150 },
    {
      key: 'details',
      name: 'Подробнее',
      width: 110,
      renderCell: (line, { tabIndex }) =>
        line.initiative && period ? <DetailsCell initiative={line.initiative} period={period} tabIndex={tabIndex} /> : null,
    },
  ];
  // The order column appears with the first order tab (a later issue); until then it would stay empty.
  if (!orderTabs.some(isTabShown)) return columns;
  return [
    ...columns,
    {
      key: 'order',
      name: 'Заказ',
      width: 80,
      renderCell: (line, { tabIndex }) =>
        line.initiative ? <OrderCell initiative={line.initiative} tabIndex={tabIndex} isTabShown={isTabShown} /> : null,
    },
  ];
}

const orderTabs: readonly OrderTab[] = ['profitForecast', 'purchaseOrder', 'purchaseOrderRG'];
