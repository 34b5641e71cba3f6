import { hashKey, hashPassword } from '../auth/passwords';
import { pharmacies, users } from '../db/schema';
import type { SeedStep } from './step';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day before `now`: when the distributor last loaded the data. */
const yesterday = (now: Date): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY_MS);

export interface DemoAccount {
  login: string;
  password: string;
  role: string;
  /** What the account is for, printed at start. */
  note: string;
  pharmacyId: number | null;
  sharedSecret?: string;
}

/** The demo accounts (README, "Demo accounts"); the password equals the login. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    login: 'apteka1',
    password: 'apteka1',
    role: 'ROLE_PHARMACY',
    note: 'аптека 1; вход по ссылке /pa/entry?shared_secret=demo-apteka1-secret',
    pharmacyId: 1,
    sharedSecret: 'demo-apteka1-secret',
  },
  { login: 'apteka2', password: 'apteka2', role: 'ROLE_PHARMACY', note: 'аптека 2: маркетплейс, бонусы по типу TP', pharmacyId: 2 },
  {
    login: 'manager',
    password: 'manager',
    role: 'ROLE_MANAGER',
    note: 'менеджер: портал отправит на корпоративный портал',
    pharmacyId: null,
  },
  { login: 'owner', password: 'owner', role: 'ROLE_OWNER', note: 'владелец: без прав', pharmacyId: null },
];

/** Pharmacies 1 and 2 and the four demo accounts, inserted in this order so user ids are 1..4. */
export const foundationSeed: SeedStep = {
  name: 'foundation: pharmacies and accounts',
  async run({ db, clock }) {
    const loaded = yesterday(clock());
    await db.insert(pharmacies).values([
      {
        id: 1,
        subdivCode: '0101',
        address: 'г. Москва, ул. Профсоюзная, д. 12, корп. 1',
        acceptInitiatives: true,
        belongsToMarketplace: false,
        additionalFtp: false,
        calcBonusType: 'STANDARD',
        dataFreshness: loaded,
        pulsWarehouseCode: 'MSK-01',
      },
      {
        id: 2,
        subdivCode: '0102',
        address: 'г. Москва, Ленинский пр-т, д. 45',
        acceptInitiatives: false,
        belongsToMarketplace: true,
        additionalFtp: true,
        calcBonusType: 'TP',
        dataFreshness: loaded,
        pulsWarehouseCode: 'MSK-02',
      },
    ]);
    for (const account of demoAccounts) {
      await db.insert(users).values({
        login: account.login,
        passwordHash: await hashPassword(account.password),
        roles: [account.role],
        pharmacyId: account.pharmacyId,
        sharedSecretHash: account.sharedSecret ? hashKey(account.sharedSecret) : null,
      });
    }
  },
};
