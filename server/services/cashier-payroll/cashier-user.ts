import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { payrollCalls } from '../../../src/api/contract/payroll';
import { IdParams } from '../../../src/api/contract/ids';
import { hashPassword } from '../../auth/passwords';
import { sessionChecks } from '../../auth/session-check';
import type { Database } from '../../db/connect';
import { cashiers, users } from '../../db/schema';
import { badRequest } from '../../core/errors';
import { fieldMessage, parseInput } from '../../http/input';
import { assertPharmacyAccess } from '../../http/ownership';
import { route } from '../../http/route';
import { pharmacyOfPath, storableId } from './scope';
import { takenLoginLog, TooManyTakenLogins, type TakenLoginLog } from './taken-logins';

type CashierSave = v.InferOutput<(typeof payrollCalls)['saveCashierUser']['body']>;

/** A cashier is not a pharmacy user: the portal sends it on to the corporate portal. */
const CASHIER_ROLES = ['ROLE_USER'];

const loginTaken = (login: string) => badRequest(`Логин «${login}» уже занят`);

/**
 * The cashier the save is about, among the pharmacy's, with its account's id (null: none yet): by
 * its account when the body names one, else by full name (a cashier of that name without an
 * account first, as a second cashier of the same name would be created next). Only a row flagged
 * validUser may have a login (§6).
 */
async function cashierToSave(db: Database, pharmacyId: number, save: CashierSave) {
  const ofPharmacy = eq(cashiers.pharmacyId, pharmacyId);
  const userId = save.cashierUserId === null ? null : storableId(save.cashierUserId);
  if (save.cashierUserId !== null && userId === null) throw badRequest(fieldMessage('cashierUserId', 'такой учётной записи кассира нет'));
  const withAccount = db
    .select({ id: cashiers.id, fullName: cashiers.fullName, validUser: cashiers.validUser, accountId: users.id, login: users.login })
    .from(cashiers);
  const [cashier] =
    userId === null
      ? await withAccount
          .leftJoin(users, eq(users.cashierId, cashiers.id))
          .where(and(ofPharmacy, eq(cashiers.fullName, save.cashierFullName)))
          .orderBy(sql`${users.id} is not null`, asc(cashiers.position), asc(cashiers.id))
          .limit(1)
      : await withAccount.innerJoin(users, eq(users.cashierId, cashiers.id)).where(and(ofPharmacy, eq(users.id, userId)));
  if (!cashier) {
    throw badRequest(
      userId === null
        ? fieldMessage('cashierFullName', `в аптеке №${pharmacyId} нет кассира «${save.cashierFullName}»`)
        : fieldMessage('cashierUserId', `учётная запись №${userId} не принадлежит кассиру аптеки №${pharmacyId}`),
    );
  }
  if (!cashier.validUser) throw badRequest(`Кассиру «${cashier.fullName}» нельзя завести логин`);
  return cashier;
}

/** Whether PostgreSQL refused a row for a unique key (the same login saved twice at once). */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/**
 * How many times a save is tried. Two saves at once for one cashier meet on the account's
 * cashier key and the second changes the first's account; but when both pass that key's check
 * before either has written, the second may instead hit the login's own unique key. Tried again,
 * it finds the first's account and changes it. A login another person holds fails every time.
 */
const SAVE_ATTEMPTS = 3;

/**
 * Creates or changes the cashier's one account (one upsert on users.cashier_id, so saves at once
 * never make two). A login is taken when another account has it in any letter case, so two
 * people never sign in with logins that differ only in case; the saving user gets only so many
 * such answers an hour (taken-logins.ts).
 */
async function saveCashierAccount(
  db: Database,
  pharmacyId: number,
  save: CashierSave,
  check: { userId: number; logins: TakenLoginLog },
): Promise<number> {
  const passwordHash = await hashPassword(save.password);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const cashier = await cashierToSave(db, pharmacyId, save);
      const taken = await check.logins.isTaken({
        userId: check.userId,
        ownLogin: cashier.login,
        login: save.username,
        isTaken: async (tx) =>
          (
            await tx
              .select({ id: users.id })
              .from(users)
              .where(and(sql`lower(${users.login}) = lower(${save.username})`, sql`${users.cashierId} is distinct from ${cashier.id}`))
              .limit(1)
          ).length > 0,
      });
      if (taken) throw loginTaken(save.username);
      const changes = { login: save.username, passwordHash, active: save.activated };
      const [saved] = await db
        .insert(users)
        .values({ ...changes, roles: CASHIER_ROLES, pharmacyId, cashierId: cashier.id })
        .onConflictDoUpdate({ target: users.cashierId, set: changes })
        .returning({ id: users.id });
      return saved.id;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt === SAVE_ATTEMPTS) throw loginTaken(save.username);
    }
  }
}

/** POST cashier/save/{pharmacy id}: the cashier's login, password and 'works' flag. */
export function cashierUserRoute(app: FastifyInstance) {
  // Another pharmacy's id is refused (403) before the body is looked at, as it was when the
  // handler parsed the path first.
  const pathFirst = (request: FastifyRequest) => assertPharmacyAccess(request.user, parseInput(IdParams, request.params).id);
  const logins = takenLoginLog(app.db, app.clock);
  route(
    app,
    payrollCalls.saveCashierUser,
    { permissions: ['READ_REPORTS'], beforeParse: pathFirst },
    async ({ params, body: save }, request, reply) => {
      const pharmacy = await pharmacyOfPath(app.db, request.user, params);
      if (save.pharmacyId !== pharmacy.id) {
        assertPharmacyAccess(request.user, save.pharmacyId);
        throw badRequest(fieldMessage('pharmacyId', 'не совпадает с аптекой в адресе запроса'));
      }
      const cashierUserId = await saveCashierAccount(app.db, pharmacy.id, save, { userId: request.user.id, logins }).catch(
        (error: unknown) => {
          if (error instanceof TooManyTakenLogins) reply.header('retry-after', error.retryAfterSeconds);
          throw error;
        },
      );
      // 'works' cleared: the cashier's tokens end now on this gateway, not in a few seconds.
      sessionChecks(app.db).forget(cashierUserId);
      return { data: { cashierUserId } };
    },
  );
}
