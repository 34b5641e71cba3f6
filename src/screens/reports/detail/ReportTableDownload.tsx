import { useSelector } from '@xstate/react';
import { useState } from 'react';
// Only the constant: the bundler drops the rest of this module, so xlsx stays in the worker's chunk.
import { xlsxMimeType } from '../../../domain/reports/files/workbook';
import { selectLoadingRows, selectReport, selectReportRows, type ReportDetailActor } from '../../../machines/reports/report-detail.machine';
import { saveBlob } from '../../../ui/save-file';
import { buildShownTableWorkbook } from '../../../workers/shared/xlsx';
import { reportGrid } from './report-grid';
import { reportTableFileName, shownReportTable } from './report-table-file';
import { StayingButton } from '../../../ui/StayingButton';

/**
 * «Скачать отчёт (Excel)»: the table on the screen, as it is shown, saved as a spreadsheet. Offered
 * once the rows are here, for every report type (the overview's own downloads cover only some).
 */
export function ReportTableDownload({ actor }: { actor: ReportDetailActor }) {
  const report = useSelector(actor, selectReport);
  const answer = useSelector(actor, selectReportRows);
  const loadingRows = useSelector(actor, selectLoadingRows);
  const [state, setState] = useState<'idle' | 'making' | 'failed'>('idle');
  // The button's place is kept while the rows load, so the table under it does not move down when they come.
  if (report && !answer && loadingRows) return <div className="report-detail__download" />;
  if (!report || !answer) return null;
  const download = async () => {
    setState('making');
    try {
      const table = shownReportTable(report, reportGrid(answer.layout, answer.rows, report));
      const bytes = await buildShownTableWorkbook(new AbortController().signal, table);
      saveBlob(new Blob([bytes], { type: xlsxMimeType }), reportTableFileName(report));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="report-detail__download">
      <StayingButton className="button" aria-busy={state === 'making'} unavailable={state === 'making'} onClick={() => void download()}>
        {state === 'making' ? 'Подготовка файла...' : 'Скачать отчёт (Excel)'}
      </StayingButton>
      {state === 'failed' && (
        <p role="alert" className="report-detail__error">
          Не удалось подготовить файл отчёта. Попробуйте ещё раз.
        </p>
      )}
    </div>
  );
}
