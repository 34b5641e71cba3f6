import { useActorRef } from '@xstate/react';
import { useNavigate, useParams } from 'react-router';
import { reportDetailMachine } from '../../../machines/reports/report-detail.machine';
import { MatrixSummaryOfReport } from './MatrixSummary';
import { ReportDetailHeader } from './ReportDetailHeader';
import { ReportTable } from './ReportTable';
import { ReportTableDownload } from './ReportTableDownload';
import '../../../styles/report-detail.css';

/** /reports/:id: one report, its header and its table. A new id is a new report: a new actor. */
export function ReportDetailScreen() {
  const { id = '' } = useParams();
  return <ReportDetail key={id} reportId={id} />;
}

function ReportDetail({ reportId }: { reportId: string }) {
  const actor = useActorRef(reportDetailMachine, { input: { reportId } });
  const navigate = useNavigate();
  return (
    <section className="report-detail" aria-labelledby="report-detail-title">
      {/* The list is the overview's common tab, where the report was opened. */}
      <button type="button" className="button" onClick={() => navigate('/reports?tab=common')}>
        ← Назад к списку
      </button>
      <ReportDetailHeader actor={actor} />
      <ReportTableDownload actor={actor} />
      <MatrixSummaryOfReport actor={actor} />
      <ReportTable actor={actor} />
    </section>
  );
}
