import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { reportDownloadSchemas, type ReportDownloadResponse } from '../../src/api/contract/report-downloads';
import type { ReportDownloadKind } from '../../src/domain/shared/initiative-types';
import type { Database } from '../db/connect';
import { reportDownloadRows } from '../db/schema';
import type { InitiativeRow } from './initiatives';

/** The stored rows of an initiative's download, checked against the contract's schema of its kind (also the background download task's rows). */
export async function downloadOf<K extends ReportDownloadKind>(db: Database, kind: K, initiative: InitiativeRow): Promise<ReportDownloadResponse<K>> {
  const [stored] = await db.select({ rows: reportDownloadRows.rows }).from(reportDownloadRows).where(eq(reportDownloadRows.initiativeId, initiative.id));
  return v.parse(reportDownloadSchemas[kind], { initiativeId: initiative.id, initiativeName: initiative.name, rows: stored?.rows ?? [] }) as ReportDownloadResponse<K>;
}
