import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useSnackbarActor } from '../../../ui/app-context';
import { useActionErrorModalOn } from '../../../ui/use-error-modal-on';
import { reportDownloadMachine, selectLastDownloadFailure, type ReportDownloadRequest } from '../../../machines/reports/report-download.machine';
import { PreparingFileOverlay } from './PreparingFileOverlay';
import { saveReportFile } from './save-report-file';

export type { ReportDownloadRequest } from '../../../machines/reports/report-download.machine';

type Download = (request: ReportDownloadRequest) => void;

const DownloadContext = createContext<Download | null>(null);

/** The machine with the browser's save (the machines never touch the page). */
const browserDownloads = reportDownloadMachine.provide({ actors: { saveFile: saveReportFile } });

/**
 * Owns the report download lifecycle of the screen it wraps: any component below asks for a file
 * with useReportDownload(); while a file is being prepared the overlay covers the screen, then the
 * file saves itself; a failure opens the error modal, as every failing call of the tab screen
 * does (spec section 2), and an error snackbar names the report that failed (spec section 8).
 */
export function ReportDownloadsProvider({ children }: { children: ReactNode }) {
  const snackbar = useSnackbarActor();
  const actor = useActorRef(browserDownloads, { input: { snackbar } });
  const download = useCallback<Download>((request) => actor.send({ type: 'download.request', request }), [actor]);
  useActionErrorModalOn(useSelector(actor, selectLastDownloadFailure));
  return (
    <DownloadContext value={download}>
      {children}
      <PreparingFileOverlay actor={actor} />
    </DownloadContext>
  );
}

/** `download({ kind, initiativeId, initiativeName })` prepares the spreadsheet and saves it. */
export function useReportDownload(): Download {
  const download = useContext(DownloadContext);
  if (!download) throw new Error('useReportDownload needs <ReportDownloadsProvider> above it');
  return download;
}
