import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/connect';
import { freshDatabase } from '../support/app';

const MIGRATIONS = 'server/db/migrations';

/** The migrations folder as it was before migration 0009 (the journal cut there). */
function migrationsBefore0009(): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-0008-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx < 9) }));
  return folder;
}

/**
 * A database upgraded from 0008 where parallel saves had made a cashier three accounts (the
 * issue's probe): the linked one stays, the two orphans stop signing in and lose their sessions;
 * from then on the database refuses a second account for a cashier.
 */
describe('migration 0009 on a database with duplicate cashier accounts', () => {
  let database: DatabaseHandle;
  let oldFolder: string;
  const rows = async <T>(query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    database = await freshDatabase();
    oldFolder = migrationsBefore0009();
    await database.migrate(oldFolder);
    // One statement a call: PGlite prepares each, and a prepared statement holds one command.
    const statements = `
      INSERT INTO pharmacies (id, subdiv_code, address, accept_initiatives, belongs_to_marketplace, additional_ftp) VALUES (1, 'S1', 'ул. Ленина, 1', true, false, false);
      INSERT INTO users (id, login, password_hash, roles, pharmacy_id) VALUES
        (1, 'apteka1', 'x', ARRAY['ROLE_PHARMACY'], 1), (2, 'manager', 'x', ARRAY['ROLE_MANAGER'], NULL),
        (3, 'smirnova5', 'x', ARRAY['ROLE_USER'], 1), (4, 'smirnova21', 'x', ARRAY['ROLE_USER'], 1), (5, 'smirnova18', 'x', ARRAY['ROLE_USER'], 1);
      INSERT INTO cashiers (id, pharmacy_id, full_name, position, valid_user, user_id) VALUES (1, 1, 'Смирнова Ольга Николаевна', 1, true, 4), (2, 1, 'Петров Алексей Викторович', 2, true, NULL);
      INSERT INTO refresh_tokens (token_hash, family, user_id, issued_at, expires_at) VALUES
        ('t3', gen_random_uuid(), 3, now(), now() + interval '1 day'), ('t4', gen_random_uuid(), 4, now(), now() + interval '1 day')`;
    for (const statement of statements.split(';')) await database.db.execute(sql.raw(statement));
    await database.migrate(MIGRATIONS);
  });
  afterAll(async () => {
    rmSync(oldFolder, { recursive: true, force: true });
    await database?.close();
  });

  it('keeps the linked account and deactivates the orphans, ending their sessions; other accounts are untouched', async () => {
    expect(await rows('SELECT id, login, active, cashier_id FROM users ORDER BY id')).toEqual([
      { id: 1, login: 'apteka1', active: true, cashier_id: null },
      { id: 2, login: 'manager', active: true, cashier_id: null },
      { id: 3, login: 'smirnova5', active: false, cashier_id: null },
      { id: 4, login: 'smirnova21', active: true, cashier_id: 1 },
      { id: 5, login: 'smirnova18', active: false, cashier_id: null },
    ]);
    expect(await rows('SELECT user_id, revoked_at IS NOT NULL AS revoked FROM refresh_tokens ORDER BY user_id')).toEqual([
      { user_id: 3, revoked: true },
      { user_id: 4, revoked: false },
    ]);
  });

  it('refuses a second account for a cashier', async () => {
    await expect(
      database.db.execute(
        sql.raw(
          `INSERT INTO users (login, password_hash, roles, pharmacy_id, cashier_id) VALUES ('smirnova', 'x', ARRAY['ROLE_USER'], 1, 1)`,
        ),
      ),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }),
    });
  });
});
