import type { SnapshotFrom } from 'xstate';
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

type MatrixSummarySnapshot = SnapshotFrom<typeof matrixSummaryOperation>;

export const selectMatrixSummary = (snapshot: MatrixSummarySnapshot) => snapshot.context.data;
/**
 * A failure the user can do something about. A back end without the summary (404, 501) has
 * nothing to show: the block is left out, the report below is whole without it.
 */
export const selectMatrixSummaryFailure = (snapshot: MatrixSummarySnapshot) => {
  const error = snapshot.matches('failure') ? snapshot.context.error : null;
  return error && error.status !== 404 && error.status !== 501 ? error : null;
};
export const selectMatrixSummaryLoading = (snapshot: MatrixSummarySnapshot) => snapshot.matches('fetching');
