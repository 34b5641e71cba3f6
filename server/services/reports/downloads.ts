import type { FastifyInstance, FastifyReply } from 'fastify';
import { reportDownloadCalls, type ReportDownloadResponse } from '../../../src/api/contract/report-downloads';
import { downloadKindOf, type ReportDownloadKind } from '../../../src/domain/shared/initiative-types';
import { contentDisposition, reportFileName } from '../../../src/domain/reports/files/file-name';
import { workbookLayouts } from '../../../src/domain/reports/files/layouts';
import type { DownloadRowsByKind } from '../../../src/domain/reports/files/rows';
import { buildWorkbook, xlsxMimeType } from '../../../src/domain/reports/files/workbook';
import { notFound } from '../../core/errors';
import { downloadOf } from '../../reports/stored-downloads';
import { route, type RouteOptions } from '../../http/route';
import { wantsXlsx } from './accept';
import { matrixSummary } from './matrix-summary';
import { ownedInitiative } from './owned-initiative';

/** The xlsx answer: the same workbook the portal's worker builds, under the report's Russian name. */
function sendWorkbook<K extends ReportDownloadKind>(reply: FastifyReply, kind: K, download: ReportDownloadResponse<K>) {
  // The contract's row schemas parse into the domain's row types; TypeScript cannot follow that per K.
  const bytes = buildWorkbook(workbookLayouts[kind], download.rows as DownloadRowsByKind[K][]);
  return reply
    .type(xlsxMimeType)
    .header('content-disposition', contentDisposition(reportFileName(kind, download.initiativeName)))
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** The six report downloads (JSON by default, xlsx on request) and the mandatory-matrix summary. */
export default async function downloads(app: FastifyInstance) {
  const options: RouteOptions = { permissions: ['READ_REPORTS'] };

  route(app, reportDownloadCalls.reportDownload, options, async ({ params: { kind }, query: { initiative: id } }, request, reply) => {
    const initiative = await ownedInitiative(app, request.user, id);
    if (downloadKindOf(initiative.type) !== kind) throw notFound(`У инициативы №${id} нет отчёта «${workbookLayouts[kind].title}»`);
    const download = await downloadOf(app.db, kind, initiative);
    // Caches must not hand the JSON to a client that asked for the file, or the reverse.
    void reply.header('vary', 'Accept');
    return wantsXlsx(request.headers.accept) ? sendWorkbook(reply, kind, download) : download;
  });

  route(app, reportDownloadCalls.mandatoryMatrixSummary, options, async ({ params: { id } }, request) => {
    const initiative = await ownedInitiative(app, request.user, id);
    if (downloadKindOf(initiative.type) !== 'extended-mandatory-matrix') throw notFound(`Инициатива №${id} — не обязательная матрица`);
    return matrixSummary(initiative, await downloadOf(app.db, 'extended-mandatory-matrix', initiative));
  });
}
