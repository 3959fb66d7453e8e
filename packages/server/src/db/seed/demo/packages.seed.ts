import { classPackages, classPackageTypes, discounts, paymentMethods } from '../../schema/index.js';
import type { Tx } from '../types.js';
import type { DemoCatalogue } from './catalogue.seed.js';
import { byKey } from './catalogue.seed.js';
import { DEMO_DISCOUNTS, DEMO_PACKAGES, DEMO_PAYMENT_METHODS, type DemoPackageKey } from './packages.data.js';

/** Ids of what the studio sells and how it is paid. */
export interface DemoCommerce {
  readonly packages: Record<DemoPackageKey, number>;
  readonly cash: number;
  readonly card: number;
}

/** Packages (with the cycling-only credits), the two payment methods and the two discount codes. */
export const seedCommerce = async (tx: Tx, catalogue: DemoCatalogue, now: Date): Promise<DemoCommerce> => {
  const packageRows = await tx
    .insert(classPackages)
    .values(
      DEMO_PACKAGES.map(({ key: _key, image, ...row }, order) => ({
        ...row, order, image_file_id: catalogue.files[image], created_at: now,
      })),
    )
    .returning({ id: classPackages.class_package_id });
  const packages = byKey(DEMO_PACKAGES.map((row) => row.key), packageRows.map((row) => row.id));
  await tx.insert(classPackageTypes).values({
    class_package_id: packages.cycling, class_type_id: catalogue.classTypes.cycling, class_amount: 8, expiration_days: 45,
  });
  const methodRows = await tx
    .insert(paymentMethods)
    .values(DEMO_PAYMENT_METHODS.map((method) => ({ ...method, available: true, created_at: now })))
    .returning({ id: paymentMethods.payment_method_id });
  await tx.insert(discounts).values(DEMO_DISCOUNTS.map((discount) => ({ ...discount, created_at: now })));
  const [cash, card] = methodRows.map((row) => row.id);
  if (cash === undefined || card === undefined) throw new Error('payment methods were not created');
  return { packages, cash, card };
};
