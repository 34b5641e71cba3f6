import type { WorkbookPace } from '../../domain/orders/workbook';
import type { ForecastFileProgress } from './forecast-types';

/** The file was stopped from the page: nothing is saved, what was built is let go. */
export class FileStopped extends Error {
  constructor() {
    super('Формирование файла отменено');
    this.name = 'AbortError';
  }
}

/** How often the page hears how far the file is, and the worker answers its messages. */
const REPORT_EVERY_MS = 100;

/**
 * The pace of a spreadsheet written in the worker. Writing a million rows is one long run of the
 * worker's thread, which answers no message meanwhile; every REPORT_EVERY_MS it tells the page the
 * rows written and lets a task pass, in which the page's answer arrives. An answer of false sets
 * the flag every chunk checks, so the file stops within a chunk and its memory is let go.
 */
export function filePace(total: number, progress: ForecastFileProgress): WorkbookPace {
  let stopped = false;
  // The first chunk is told at once: the bar shows as soon as the file is under way.
  let last = -Infinity;
  const heard = (keepGoing: boolean) => {
    if (!keepGoing) stopped = true;
  };
  return (written) => {
    if (stopped) throw new FileStopped();
    const now = performance.now();
    if (now - last < REPORT_EVERY_MS) return;
    last = now;
    // A lost answer (the page gone) is no reason to stop: the page then takes nothing anyway.
    void Promise.resolve(progress({ written, total })).then(heard, () => undefined);
    return nextTask().then(() => {
      if (stopped) throw new FileStopped();
    });
  };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
