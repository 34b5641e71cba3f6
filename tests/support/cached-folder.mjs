/**
 * A folder in the system's temporary folder that is made once and kept for later runs, named by a
 * hash of what its contents follow: a seeded database made by tests (the e2e gateways' DATA_DIR,
 * the api tests' image). A change to any file hashed, or to the extra words (the day, Node's
 * version), names a new folder; the older folders of the same prefix are removed once it is made.
 * Plain JavaScript so that tests/e2e/seeded-gateway.mjs runs it without tsx.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A hash of the files under `paths` (folders whole, in name order) and of the `extra` words. */
export function keyOf(root, paths, extra = []) {
  const hash = createHash('sha256');
  for (const path of paths) {
    const full = join(root, path);
    const names = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, encoding: 'utf8' })
          .sort()
          .map((name) => join(path, name))
      : [path];
    for (const name of names) if (statSync(join(root, name)).isFile()) hash.update(name).update(readFileSync(join(root, name)));
  }
  for (const word of extra) hash.update(word);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The folder `prefix` + `key`, made by `make(folder)` when missing. It is made under a name of its
 * own and renamed when complete, so a run stopped halfway leaves nothing a later run would take
 * for finished; another run that made the same folder meanwhile made the same contents.
 */
export async function cachedFolder(prefix, key, make) {
  const folder = join(tmpdir(), prefix + key);
  if (existsSync(folder)) return folder;
  const making = `${folder}.${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  try {
    await make(making);
  } catch (error) {
    rmSync(making, { recursive: true, force: true });
    throw error;
  }
  if (existsSync(folder)) rmSync(making, { recursive: true, force: true });
  else renameSync(making, folder);
  for (const name of readdirSync(tmpdir())) {
    if (name.startsWith(prefix) && join(tmpdir(), name) !== folder && !name.includes('.')) {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
  return folder;
}
