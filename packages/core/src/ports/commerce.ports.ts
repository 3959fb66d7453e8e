import type { Result } from '../shared/result.js';
import type { ClassPackage, Discount } from '../api/schemas/packages.schemas.js';

/** The package reads of spec 7 'Packages' the storefront needs. */
export interface PackagesApi {
  /** GET /class_packages: every available package, by order. */
  list(): Promise<Result<ClassPackage[]>>;
  /** GET /class_packages/{id}: one available package (404 with the spec's text otherwise). */
  one(id: number): Promise<Result<ClassPackage>>;
}

/** Discount codes as a customer applies them at checkout (spec 7 'Discounts'). */
export interface DiscountsApi {
  /** GET /discounts/code/{code}?class_package_id=: 404 when not valid for the package, 412 when used up. */
  byCode(code: string, classPackageId: number): Promise<Result<Discount>>;
}
