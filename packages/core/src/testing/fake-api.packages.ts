import { DISCOUNT_ERRORS, PACKAGE_ERRORS, errorOf } from '../api/errors.js';
import type { DiscountsApi, PackagesApi } from '../ports/commerce.ports.js';
import type { ClassPackage, Discount } from '../api/schemas/packages.schemas.js';
import { soldCount } from '../catalog/sales.rules.js';
import { err, ok, type Result } from '../shared/result.js';
import { answer, type FakeApiContext } from './fake-api.customer.js';
import { clone } from './fake-api.store.js';

/** The server's refusals of package and discount reads, with its codes and the spec's texts (spec 8). */
export const packageErrors = {
  packageNotFound: () => errorOf(PACKAGE_ERRORS.notFound),
  discountInvalid: () => errorOf(DISCOUNT_ERRORS.invalidLookup),
  discountUsedUp: () => errorOf(DISCOUNT_ERRORS.exhausted),
};

/** A package as the server lists it: `sold` counts its live purchases now (core's `soldCount`), whatever the seed said. */
const listed = (ctx: FakeApiContext, pkg: ClassPackage): ClassPackage => ({ ...clone(pkg), sold: soldCount(ctx.state.purchases, pkg.class_package_id) });

/** GET /class_packages and /class_packages/{id} over the fake's packages: available ones only, by order. */
export const createFakePackagesApi = (ctx: FakeApiContext): PackagesApi => ({
  list: () =>
    answer(ctx, 'packages.list', () =>
      ok(ctx.state.packages.filter((p) => p.available).sort((a, b) => a.order - b.order || a.class_package_id - b.class_package_id).map((p) => listed(ctx, p))),
    ),
  one: (id) =>
    answer(ctx, 'packages.one', () => {
      const found = ctx.state.packages.find((p) => p.class_package_id === id && p.available);
      return found ? ok(listed(ctx, found)) : err(packageErrors.packageNotFound());
    }),
});

/**
 * The discount a code names for a package, as the server checks it:
 * case-insensitive, valid for the package and not expired, 412 once used up.
 * Checkout applies a code the same way.
 */
export const discountFor = (ctx: FakeApiContext, code: string, classPackageId: number): Result<Discount> => {
  if (!ctx.state.packages.some((p) => p.class_package_id === classPackageId)) return err(packageErrors.packageNotFound());
  const now = ctx.clock.now();
  const found = ctx.state.discounts.find(
    (d) =>
      d.code.toUpperCase() === code.trim().toUpperCase() &&
      (d.class_package_ids.length === 0 || d.class_package_ids.includes(classPackageId)) &&
      (d.expires_at === null || Date.parse(d.expires_at) > now),
  );
  if (!found) return err(packageErrors.discountInvalid());
  if (found.max_uses !== null && found.uses >= found.max_uses) return err(packageErrors.discountUsedUp());
  return ok(found);
};

/** GET /discounts/code/{code}: case-insensitive, valid for the package, 412 once used up. */
export const createFakeDiscountsApi = (ctx: FakeApiContext): DiscountsApi => ({
  byCode: (code, classPackageId) =>
    answer(ctx, 'discounts.byCode', () => {
      const found = discountFor(ctx, code, classPackageId);
      return found.ok ? ok(clone(found.value)) : found;
    }),
});
