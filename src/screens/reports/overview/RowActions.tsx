import { Link } from 'react-router';
import { useConfig } from '../../../ui/app-context';
import { cubeLink } from '../../../domain/reports/cube-links';
import type { OverviewInitiativeRow } from '../../../domain/reports/overview';
import { quarterRequestDate, type Period } from '../../../domain/shared/quarters';
import { useReportDownload } from '../downloads/ReportDownloads';
import { reportsTabUrl, type TabScreenProps } from '../../../ui/report-tabs';

interface CellProps {
  initiative: OverviewInitiativeRow;
  tabIndex: number;
}

/**
 * The details cell: download the initiative's spreadsheet, open its analytics cube in a new tab
 * (for the quarter shown), or open its report detail, or else its internal initiative page (the same
 * route, header only); nothing for types without details.
 */
export function DetailsCell({ initiative, period, tabIndex }: CellProps & { period: Period }) {
  const { cubesUrl } = useConfig();
  const download = useReportDownload();
  const { details, name } = initiative;
  switch (details.kind) {
    case 'download':
      return (
        <button type="button" className="overview__action" tabIndex={tabIndex} aria-label={`Скачать отчёт: ${name}`}
          onClick={() => download({ kind: details.report, initiativeId: details.initiativeId, initiativeName: details.initiativeName })}>
          Скачать
        </button>
      );
    case 'cube': {
      const href = cubeLink(cubesUrl, { cube: details.cube, quarterStart: quarterRequestDate(period), initiativeId: details.initiativeId });
      return (
        <a className="overview__action" href={href} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex} aria-label={`Открыть в аналитике: ${name}`}>
          Открыть
        </a>
      );
    }
    case 'report':
      return (
        <Link className="overview__action" to={`/reports/${details.reportId}`} tabIndex={tabIndex} aria-label={`Открыть отчёт: ${name}`}>
          Открыть
        </Link>
      );
    case 'initiative':
      return (
        <Link className="overview__action" to={`/reports/${details.initiativeId}`} tabIndex={tabIndex} aria-label={`Открыть страницу инициативы: ${name}`}>
          Открыть
        </Link>
      );
    case 'none':
      return null;
  }
}

/** The order icon: the order tab of the initiative's type, with the type and the initiative chosen. */
export function OrderCell({ initiative, tabIndex, isTabShown }: CellProps & Pick<TabScreenProps, 'isTabShown'>) {
  const { order } = initiative;
  if (!order || !isTabShown(order.tab)) return null;
  const to = reportsTabUrl(order.tab, { type: order.type, initiativeId: order.initiativeId, initiativeName: order.initiativeName });
  return (
    <Link className="overview__order" to={to} tabIndex={tabIndex} aria-label={`Заказать: ${initiative.name}`} title="Заказать">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.2 8.2a2 2 0 0 1-1.9 1.5H8.6a2 2 0 0 1-2-1.6L4.3 2H1V0h4.9l.3 2H5.2Z" transform="translate(0 1)" />
      </svg>
    </Link>
  );
}
