import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CashierUserSave, payrollRoutes, type CashierUserSaved } from '../../../src/api/contract/payroll';
import { hashPassword } from '../../auth/passwords';
import { sessionChecks } from '../../auth/session-check';
import type { Database } from '../../db/connect';
import { cashiers, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { fieldMessage, parseInput } from '../../http/input';
import { assertPharmacyAccess } from '../../http/ownership';
import { pharmacyOfPath, storableId } from './scope';

type CashierSave = ReturnType<typeof parseCashierSave>;
const parseCashierSave = (body: unknown) => parseInput(CashierUserSave, body);

/** A cashier is not a pharmacy user: the portal sends it on to the corporate portal. */
const CASHIER_ROLES = ['ROLE_USER'];

const loginTaken = (login: string) => badRequest(`Логин «${login}» уже занят`);

/**
 * The cashier the save is about, among the pharmacy's: by its account when the body names one,
 * else by full name (a cashier of that name without an account first, as a second cashier of the
 * same name would be created next). Only a row flagged validUser may have a login (§6).
 */
async function cashierToSave(db: Database, pharmacyId: number, save: CashierSave) {
  const ofPharmacy = eq(cashiers.pharmacyId, pharmacyId);
  const userId = save.cashierUserId === null ? null : storableId(save.cashierUserId);
  if (save.cashierUserId !== null && userId === null) throw badRequest(fieldMessage('cashierUserId', 'такой учётной записи кассира нет'));
  const [cashier] =
    userId === null
      ? await db
          .select()
          .from(cashiers)
          .where(and(ofPharmacy, eq(cashiers.fullName, save.cashierFullName)))
          .orderBy(sql`${cashiers.userId} is not null`, asc(cashiers.position), asc(cashiers.id))
          .limit(1)
      : await db
          .select()
          .from(cashiers)
          .where(and(ofPharmacy, eq(cashiers.userId, userId)));
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
  typeof error === 'object' && error !== null && ((error as { code?: unknown }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/**
 * Creates or changes the cashier's account in one transaction and links it to the cashier. A
 * login is taken when any account has it in any letter case, so two people never sign in with
 * logins that differ only in case.
 */
async function saveCashierAccount(db: Database, pharmacyId: number, save: CashierSave): Promise<number> {
  const passwordHash = await hashPassword(save.password);
  try {
    return await db.transaction(async (tx) => {
      const cashier = await cashierToSave(tx, pharmacyId, save);
      const own = cashier.userId;
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.login}) = lower(${save.username})`, own === null ? undefined : ne(users.id, own)))
        .limit(1);
      if (taken) throw loginTaken(save.username);
      const account = { login: save.username, passwordHash, roles: CASHIER_ROLES, pharmacyId, active: save.activated };
      if (own !== null) {
        await tx.update(users).set(account).where(eq(users.id, own));
        return own;
      }
      const [created] = await tx.insert(users).values(account).returning({ id: users.id });
      await tx.update(cashiers).set({ userId: created.id }).where(eq(cashiers.id, cashier.id));
      return created.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw loginTaken(save.username);
    throw error;
  }
}

/** POST cashier/save/{pharmacy id}: the cashier's login, password and 'works' flag. */
export function cashierUserRoute(app: FastifyInstance) {
  app.post<{ Reply: CashierUserSaved }>(payrollRoutes.cashierPayroll.saveCashierUser, { config: { permissions: ['READ_REPORTS'] } }, async (request) => {
    const pharmacy = await pharmacyOfPath(app.db, request.user, request.params);
    const save = parseCashierSave(request.body);
    if (save.pharmacyId !== pharmacy.id) {
      assertPharmacyAccess(request.user, save.pharmacyId);
      throw badRequest(fieldMessage('pharmacyId', 'не совпадает с аптекой в адресе запроса'));
    }
    const cashierUserId = await saveCashierAccount(app.db, pharmacy.id, save);
    // 'works' cleared: the cashier's tokens end now on this gateway, not in a few seconds.
    sessionChecks(app.db).forget(cashierUserId);
    return { data: { cashierUserId } };
  });
}
