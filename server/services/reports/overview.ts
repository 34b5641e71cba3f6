import type { FastifyInstance } from 'fastify';
import { reportCalls, type InitiativesReport } from '../../../src/api/contract/reports';
import { isHiddenInitiativeType } from '../../../src/domain/shared/initiative-types';
import { sumMoney } from '../../../src/domain/shared/money';
import { quartersWithData } from '../../../src/domain/reports/overview';
import type { Period } from '../../../src/domain/shared/quarters';
import type { SignedInUser } from '../../auth/access-token';
import { unixSeconds } from '../../core/clock';
import { isHeld, sendKept } from '../../http/kept-answers';
import { assertPharmacyAccess } from '../../http/ownership';
import { route, type RouteOptions } from '../../http/route';
import { initiativeRepository, toInitiativeRecord } from '../../reports/initiatives';
import { overviewCache } from './overview-cache';
import { overviewNotices } from './overview-notices';
import { namedPharmacy } from './pharmacy-scope';
import { quarterOfCall } from './quarter';

/** The initiatives overview: one pharmacy's initiatives of a quarter, and the quarters that have any. */
export default async function overview(app: FastifyInstance) {
  const repository = initiativeRepository(app.db);
  // Notices let a kept answer go out without a read (overview-cache.ts); an app built without them reads on every call.
  const notices = app.notices ? await overviewNotices(app.notices) : null;
  if (notices) app.addHook('onClose', () => notices.stop());
  const answers = overviewCache(app.db, notices);

  const options: RouteOptions = { permissions: ['READ_REPORTS'] };

  /** The report of a pharmacy (already checked to be the caller's to read) and quarter. */
  const reportOf = async (user: SignedInUser, id: number, quarter: string, period: Period): Promise<InitiativesReport> => {
    const pharmacy = await namedPharmacy(app.db, user, id);
    const records = (await repository.ofPeriod(pharmacy.id, period)).map(toInitiativeRecord);
    // Hidden rows (PULSAR_BONUS) are sent, since the portal decides what it hides, but not counted.
    const visible = records.filter((record) => !isHiddenInitiativeType(record.type));
    return {
      pharmacyId: pharmacy.id,
      quarter,
      dataFreshness: pharmacy.dataFreshness ? unixSeconds(pharmacy.dataFreshness) : null,
      summary: {
        earnedSum: sumMoney(visible.map((record) => record.earned)),
        expectedSum: sumMoney(visible.map((record) => record.expected)),
      },
      initiatives: records,
    };
  };

  route(app, reportCalls.initiativesReport, { ...options, compressesItself: true }, async ({ query }, request, reply) => {
    // Ownership before anything is read, as namedPharmacy checks it.
    assertPharmacyAccess(request.user, query.id);
    const { quarter, period } = quarterOfCall(query.quarter, app.clock());
    // A back end built from the spec (SPEC_ONLY=1) keeps no answers: this one is handed back to be
    // cut to the spec's fields, which a kept answer, sent as bytes, would not be.
    if (app.config.specOnly) return reportOf(request.user, query.id, quarter, period);
    const looked = await answers.lookUp(query.id, quarter, period);
    reply.header('etag', looked.etag);
    // The caller holds this very answer: nothing to build or send.
    if (isHeld(request.headers['if-none-match'], looked.etag)) return reply.code(304).send();
    if (looked.kept) return sendKept(request, reply, looked.kept);
    return sendKept(request, reply, looked.keep(await reportOf(request.user, query.id, quarter, period)));
  });

  route(app, reportCalls.initiativeQuarters, options, async ({ query }, request) => {
    const pharmacy = await namedPharmacy(app.db, request.user, query.id);
    const spans = await repository.spansOfYear(pharmacy.id, query.year);
    return { year: query.year, quarters: quartersWithData(spans, query.year) };
  });
}
