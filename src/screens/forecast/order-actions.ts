import type { ForecastAction } from '../../domain/forecast/actions';

/** Actions that save a file: the cursor shows progress until it arrives. */
export const isDownload = (action: ForecastAction | null): boolean =>
  action === 'downloadForecast' ||
  action === 'downloadProducts' ||
  action === 'downloadOrderingSystemFile' ||
  action === 'downloadPulsFile';
