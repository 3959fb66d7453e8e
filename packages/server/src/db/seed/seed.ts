import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.js';
import { noShowAutoSinceRow } from '../../jobs/no-show-since.js';
import type { Db } from '../client.js';
import { settings } from '../schema/index.js';
import { seedAdmin } from './admin.seed.js';
import { addStudioForms } from './forms.seed.js';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, DEMO_SETTINGS, seedDemoStudio } from './demo/index.js';
import { createRandom } from './random.js';
import { seedSettings } from './settings.seed.js';
import { lockSeed, type SeedOptions, type Tx } from './types.js';

/** The demo studio is drawn from this seed: same `now`, same studio. */
const DEMO_RANDOM_SEED = 20_240_601;

const isEmpty = async (db: Db | Tx): Promise<boolean> => {
  const [row] = await db.select({ rows: count() }).from(settings);
  return (row?.rows ?? 0) === 0;
};

const write = async (tx: Tx, options: SeedOptions, hashes: { admin?: string; member?: string }): Promise<void> => {
  if (!options.demo) {
    await seedSettings(tx);
    await addStudioForms(tx, options.now);
    if (options.admin && hashes.admin) {
      await seedAdmin(tx, { email: options.admin.email, passwordHash: hashes.admin }, randomUUID(), options.now);
    }
    return;
  }
  await seedSettings(tx, DEMO_SETTINGS);
  // The demo records no-shows by itself from its seeding on (issue 16), not over its seeded past.
  await tx.insert(settings).values(noShowAutoSinceRow(options.now));
  await seedDemoStudio(tx, {
    now: options.now,
    random: createRandom(DEMO_RANDOM_SEED),
    admin: { email: options.admin?.email ?? DEMO_ADMIN_EMAIL, passwordHash: hashes.admin ?? '' },
    memberHash: hashes.member ?? '',
  });
};

/**
 * Seeds an empty database, all in one transaction (nothing half-written): the
 * default settings always, with the profile and address forms (ids 1 and 6)
 * on a studio without the demo; the whole demo studio of the runtime contract when
 * `demo`; the admin account when given. The database counts as empty while the
 * settings table has no row, so a second call does nothing; `ensureStudioForms`,
 * run on every start after it, gives a studio seeded before them those two forms.
 */
export const seedIfEmpty = async (db: Db, options: SeedOptions): Promise<{ seeded: boolean }> => {
  if (!(await isEmpty(db))) return { seeded: false };
  // Hashing is the slow part: done before the transaction, and only when there is something to seed.
  const adminPassword = options.admin?.password ?? (options.demo ? DEMO_PASSWORD : undefined);
  const [admin, member] = await Promise.all([
    adminPassword === undefined ? undefined : hashPassword(adminPassword, options.passwordCost),
    options.demo ? hashPassword(DEMO_PASSWORD, options.passwordCost) : undefined,
  ]);
  return db.transaction(async (tx) => {
    await lockSeed(tx);
    if (!(await isEmpty(tx))) return { seeded: false };
    await write(tx, options, { admin, member });
    return { seeded: true };
  });
};
