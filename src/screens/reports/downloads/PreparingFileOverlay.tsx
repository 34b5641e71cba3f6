import { useSelector } from '@xstate/react';
import { selectPreparingFile, type ReportDownloadActor } from '../../../machines/reports/report-download.machine';
import '../../../styles/report-downloads.css';

/** 'Подготовка файла...' over the whole screen, which takes no clicks until the file is ready. */
export function PreparingFileOverlay({ actor }: { actor: ReportDownloadActor }) {
  const preparing = useSelector(actor, selectPreparingFile);
  if (!preparing) return null;
  return (
    <div className="file-overlay" role="status" aria-busy="true" aria-live="polite">
      <span className="file-overlay__spinner" aria-hidden="true" />
      <span className="file-overlay__text">Подготовка файла...</span>
    </div>
  );
}
