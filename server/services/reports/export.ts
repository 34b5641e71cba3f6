import { format } from 'date-fns';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reportCalls } from '../../../src/api/contract/reports';
import { formatDate } from '../../../src/domain/shared/format';
import { initiativeExportRequests } from '../../db/schema';
import { HttpError } from '../../core/errors';
import { route } from '../../http/route';
import { namedPharmacy } from './pharmacy-scope';

/**
 * "Request initiatives again": the distributor re-sends the pharmacy's initiatives. Each request
 * is recorded, so the answer can tell when the previous one was made (asking more than once a
 * day only loads the distributor).
 */
export default async function exportInitiatives(app: FastifyInstance) {
  route(app, reportCalls.exportInitiatives, { permissions: ['READ_INITIATIVES'] }, async ({ body: { pharmacyId } }, request) => {
      const pharmacy = await namedPharmacy(app.db, request.user, pharmacyId);
      // The portal shows the button only when the pharmacy's software accepts initiatives.
      if (!pharmacy.acceptInitiatives) {
        throw new HttpError(409, `Программа аптеки №${pharmacy.id} не принимает инициативы: запрос не отправлен.`);
      }
      const now = app.clock();
      const previous = await app.db.transaction(async (tx) => {
        const [last] = await tx
          .select({ at: initiativeExportRequests.requestedAt })
          .from(initiativeExportRequests)
          .where(eq(initiativeExportRequests.pharmacyId, pharmacy.id))
          .orderBy(desc(initiativeExportRequests.requestedAt))
          .limit(1);
        await tx.insert(initiativeExportRequests).values({ pharmacyId: pharmacy.id, userId: request.user.id, requestedAt: now });
        return last?.at ?? null;
      });
      const accepted = `Запрос инициатив для аптеки №${pharmacy.id} принят.`;
      return { message: previous ? `${accepted} Предыдущий запрос: ${formatDate(previous)} ${format(previous, 'HH:mm')}.` : accepted };
  });
}
