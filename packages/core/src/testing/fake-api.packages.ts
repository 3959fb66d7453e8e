import { messages } from '../messages/index.js';
import type { DiscountsApi, PackagesApi } from '../ports/commerce.ports.js';
import type { Discount } from '../api/schemas/packages.schemas.js';
import { appError, err, ok, type Result } from '../shared/result.js';
import { answer, type FakeApiContext } from './fake-api.customer.js';
import { clone } from './fake-api.store.js';

/** The server's refusals of package and discount reads, with its codes and the spec's texts (spec 8). */
export const packageErrors = {
  packageNotFound: () => appError('package/not-found', messages.checkout.packageNotFound, 404),
  discountInvalid: () => appError('discount/invalid', messages.discounts.invalid, 404),
  discountUsedUp: () => appError('discount/exhausted', messages.discounts.exhausted, 412),
};

/** GET /class_packages and /class_packages/{id} over the fake's packages: available ones only, by order. */
export const createFakePackagesApi = (ctx: FakeApiContext): PackagesApi => ({
  list: () =>
    answer(ctx, 'packages.list', () =>
      ok(clone(ctx.state.packages.filter((p) => p.available).sort((a, b) => a.order - b.order || a.class_package_id - b.class_package_id))),
    ),
  one: (id) =>
    answer(ctx, 'packages.one', () => {
      const found = ctx.state.packages.find((p) => p.class_package_id === id && p.available);
      return found ? ok(clone(found)) : err(packageErrors.packageNotFound());
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
