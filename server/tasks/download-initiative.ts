import { downloadKindOf, initiativeTypeName, type ReportDownloadKind } from '../../src/domain/shared/initiative-types';
import { formatDate } from '../../src/domain/shared/format';
import { downloadFileName, reportFileName } from '../../src/domain/reports/files/file-name';
import { workbookLayouts, type WorkbookColumn, type WorkbookLayout } from '../../src/domain/reports/files/layouts';
import type { DownloadRowsByKind } from '../../src/domain/reports/files/rows';
import { buildWorkbook } from '../../src/domain/reports/files/workbook';
import type { Database } from '../db/connect';
import { downloadOf } from '../reports/stored-downloads';
import type { InitiativeRow } from '../reports/initiatives';

export interface TaskFile {
  fileName: string;
  bytes: Uint8Array;
  warnings: string[];
}

/**
 * The file of DOWNLOAD_INITIATIVE_BY_PHARMACY: the initiative's rows for its pharmacy as the
 * overview's report download gives them, in the same workbook (src/domain/reports/files), under
 * the same name. That is what a pharmacist who downloads "the initiative" expects: the lines it
 * is judged by, as on the report. An initiative of a type with no report download gets a
 * workbook of its own data (type, dates, figures) and a warning saying so.
 */
export async function initiativeWorkbook(db: Database, initiative: InitiativeRow): Promise<TaskFile> {
  const kind = downloadKindOf(initiative.type);
  return kind ? reportWorkbook(db, kind, initiative) : cardWorkbook(initiative);
}

async function reportWorkbook<K extends ReportDownloadKind>(db: Database, kind: K, initiative: InitiativeRow): Promise<TaskFile> {
  const download = await downloadOf(db, kind, initiative);
  // The contract's row schemas parse into the domain's row types; TypeScript cannot follow that per K.
  const rows = download.rows as DownloadRowsByKind[K][];
  return {
    fileName: reportFileName(kind, initiative.name),
    bytes: buildWorkbook(workbookLayouts[kind], rows),
    warnings: rows.length === 0 ? [`По инициативе «${initiative.name}» пока нет строк отчёта: в файле только заголовки`] : [],
  };
}

const money = (header: string, value: (row: InitiativeRow) => number | null): WorkbookColumn<InitiativeRow> => ({
  header,
  format: 'money',
  value,
});

const cardColumns: readonly WorkbookColumn<InitiativeRow>[] = [
  { header: '№ инициативы', format: 'text', value: (row) => String(row.id) },
  { header: 'Тип', format: 'text', value: (row) => initiativeTypeName(row.type) },
  { header: 'Название', format: 'text', value: (row) => row.name },
  { header: 'Начало', format: 'text', value: (row) => formatDate(row.periodFrom) },
  { header: 'Окончание', format: 'text', value: (row) => formatDate(row.periodTo) },
  money('Закупка СИП, руб.', (row) => row.purchaseSipSum),
  money('Заработано, руб.', (row) => row.earned),
  money('Ожидается, руб.', (row) => row.expected),
];

function cardWorkbook(initiative: InitiativeRow): TaskFile {
  const title = 'Инициатива';
  // buildWorkbook reads only the title and the columns; a card is not one of the six report kinds.
  const layout = { title, columns: cardColumns } as WorkbookLayout<InitiativeRow>;
  return {
    fileName: downloadFileName(`${title} — ${initiative.name}.xlsx`),
    bytes: buildWorkbook(layout, [initiative]),
    warnings: [`У инициатив типа «${initiativeTypeName(initiative.type)}» нет отчёта со строками: в файле данные самой инициативы`],
  };
}
