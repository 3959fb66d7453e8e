import { eq } from 'drizzle-orm';
import { classPackages } from '../../../src/db/schema/index.js';
import { DEMO_PACKAGES, type DemoPackageKey } from '../../../src/db/seed/demo/packages.data.js';
import type { Harness } from './harness.js';

/** The id of a demo package by its seed key (the contract's demo packages). */
export const demoPackageId = async (h: Harness, key: DemoPackageKey): Promise<number> => {
  const title = DEMO_PACKAGES.find((row) => row.key === key)?.title ?? '';
  const [row] = await h.db.select({ id: classPackages.class_package_id }).from(classPackages).where(eq(classPackages.title, title));
  if (!row) throw new Error(`No package ${key}`);
  return row.id;
};
