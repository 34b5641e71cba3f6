import type { Failure } from '../shared/api-error';
import { reportDownloadCalls } from '../../api/contract/report-downloads';
import { http } from '../../api/shared/http';
import { remoteOperation } from '../shared/remote-operation.machine';

/**
 * The mandatory matrix's summary above its report detail (reports §7 mandatory-matrix/{id}/summary):
 * one remote operation, asked with the report's id.
 */
export const matrixSummaryOperation = remoteOperation('matrixSummary', (params: { initiativeId: number }, signal) =>
  http().request(reportDownloadCalls.mandatoryMatrixSummary, { params: { id: params.initiativeId }, signal }),
);

/**
 * The summary's failure if the user can do something about it. A back end without the summary
 * (404, 501) has nothing to show: the block is left out, the report below is whole without it.
 */
export const shownSummaryFailure = (failure: Failure | null): Failure | null =>
  failure && failure.status !== 404 && failure.status !== 501 ? failure : null;
