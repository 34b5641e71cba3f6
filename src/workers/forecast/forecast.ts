import { proxy } from 'comlink';
import type { PortalConfig } from '../../api/contract/config';
import type { ForecastTotals } from '../../domain/forecast/totals';
import type { KeptEdit } from '../../domain/orders/draft-changes';
import type { OrderDraft } from '../../domain/orders/order-draft';
import type { ForecastApi } from './forecast-api';
import type {
  ForecastFile,
  ForecastFileKind,
  ForecastFileProgress,
  ForecastOptions,
  ForecastRestored,
  ForecastViewParams,
  ForecastViewResult,
  ForecastWindow,
} from './forecast-types';
import { createDataWorker } from '../shared/held-worker';

/**
 * The main thread's handle on the forecast worker (perspective: the worker owns the table, the
 * page asks for views). The worker starts on the first call, as every bridge does, but is not
 * ended when idle: it holds the data. It ends when the screen that holds it lets go
 * (`retain()`'s release), a moment later, so React's strict-mode remount keeps it.
 */
export interface ForecastWorker {
  load(
    request: { pharmacyId: number; config: Pick<PortalConfig, 'serviceAddress' | 'endpointPrefix'> },
    progress?: (loadedRows: number) => void,
  ): Promise<ForecastOptions>;
  setView(params: ForecastViewParams): Promise<ForecastViewResult>;
  window(start: number, end: number): Promise<ForecastWindow>;
  editQuantity(row: number, text: string): Promise<ForecastTotals>;
  /** The file; a spreadsheet built in the worker tells `progress` how far it is, and stops when it answers false. */
  buildFile(kind: ForecastFileKind, progress?: ForecastFileProgress): Promise<ForecastFile | null>;
  /** The order as it would be sent, with its sum at the forecast's purchase price. */
  orderDraft(): Promise<OrderDraft>;
  /**
   * The rows typed into, for the screen's draft; none while no forecast is shown. Read once the
   * screen's calls are answered: the view first (which may clear them), the draft after.
   */
  typedEdits(): Promise<KeptEdit[]>;
  /** A restored draft's typed rows become the edits (none: back to the proposal); what changed under them. */
  restoreEdits(kept: KeptEdit[]): Promise<ForecastRestored>;
  /** Keeps the worker while the screen is open; the returned release lets it end. */
  retain(): () => void;
}

const startForecastWorker = () => new Worker(new URL('./forecast.worker.ts', import.meta.url), { type: 'module', name: 'forecast' });

export function createForecastWorker(startWorker: () => Worker = startForecastWorker, releaseDelay = 1000): ForecastWorker {
  const { call, whenIdle, load: loadOnce, retain } = createDataWorker<ForecastApi, ForecastOptions>(startWorker, releaseDelay);
  let reportProgress: ((loadedRows: number) => void) | undefined;

  function load(request: Parameters<ForecastWorker['load']>[0], progress?: (loadedRows: number) => void): Promise<ForecastOptions> {
    // A joining load takes over the progress: the screen that asked last shows it.
    reportProgress = progress;
    // A second load of the same pharmacy while one runs (a remount) joins it instead of restarting.
    const reports = { progress: (rows: number) => reportProgress?.(rows) };
    return loadOnce(String(request.pharmacyId), (api, token, session) => api.load({ ...request, token }, session), reports);
  }

  return {
    load,
    setView: (params) => call((api) => api.setView(params)),
    window: (start, end) => call((api) => api.window(start, end)),
    editQuantity: (row, text) => call((api) => api.editQuantity(row, text)),
    buildFile: (kind, progress) => call((api) => api.buildFile(kind, progress && proxy(progress))),
    orderDraft: () => call((api) => api.orderDraft()),
    typedEdits: () => whenIdle((api) => api.typedEdits()),
    restoreEdits: (kept) => call((api) => api.restoreEdits(kept)),
    retain,
  };
}
