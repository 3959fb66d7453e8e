import { defineRoute } from '../route.js';
import {
  ClassPackageBody,
  ClassPackageResponse,
  ClassPackagesResponse,
  ClassPackageUpdateBody,
  DiscountBody,
  DiscountCodeQuery,
  DiscountResponse,
  DiscountsResponse,
  DiscountUpdateBody,
  PackageAttendeesResponse,
} from '../schemas/packages.schemas.js';
import * as e from './packages.endpoints.js';

/**
 * Packages and discounts, with their schemas (in the order of their
 * endpoints, which is the order they match). Public listings hold only
 * available packages; `packagesAdmin` holds every one.
 */
export const packageRoutes = {
  packagesList: defineRoute({
    ...e.packagesList, access: 'public', tag: 'packages',
    summary: 'Every available package, by order',
    response: ClassPackagesResponse,
  }),
  packagesOnline: defineRoute({
    ...e.packagesOnline, access: 'public', tag: 'packages',
    summary: 'Available packages with online access',
    response: ClassPackagesResponse,
  }),
  packagesOnlineHome: defineRoute({
    ...e.packagesOnlineHome, access: 'public', tag: 'packages',
    summary: 'Online packages featured on the home page',
    response: ClassPackagesResponse,
  }),
  packagesInPerson: defineRoute({
    ...e.packagesInPerson, access: 'public', tag: 'packages',
    summary: 'Available in-person packages (not online, not special events)',
    response: ClassPackagesResponse,
  }),
  packagesInPersonHome: defineRoute({
    ...e.packagesInPersonHome, access: 'public', tag: 'packages',
    summary: 'In-person packages featured on the home page',
    response: ClassPackagesResponse,
  }),
  packagesEvents: defineRoute({
    ...e.packagesEvents, access: 'public', tag: 'packages',
    summary: 'Available special events',
    response: ClassPackagesResponse,
  }),
  packagesEventsHome: defineRoute({
    ...e.packagesEventsHome, access: 'public', tag: 'packages',
    summary: 'Special events featured on the home page',
    response: ClassPackagesResponse,
  }),
  packageEventAttendees: defineRoute({
    ...e.packageEventAttendees, access: 'admin', tag: 'packages', errors: [404],
    summary: 'Who bought a special event',
    response: PackageAttendeesResponse,
  }),
  packagesAdmin: defineRoute({
    ...e.packagesAdmin, access: 'admin', tag: 'packages',
    summary: 'Every package, available or not',
    response: ClassPackagesResponse,
  }),
  packageOne: defineRoute({
    ...e.packageOne, access: 'public', tag: 'packages', errors: [404],
    summary: 'One available package',
    response: ClassPackageResponse,
  }),
  packageCreate: defineRoute({
    ...e.packageCreate, access: 'admin', tag: 'packages', successStatus: 201, errors: [404],
    summary: 'Create a package',
    body: ClassPackageBody, response: ClassPackageResponse,
  }),
  packageUpdate: defineRoute({
    ...e.packageUpdate, access: 'admin', tag: 'packages', errors: [404],
    summary: 'Update a package',
    body: ClassPackageUpdateBody, response: ClassPackageResponse,
  }),
  packageDelete: defineRoute({
    ...e.packageDelete, access: 'admin', tag: 'packages', errors: [404, 409],
    summary: 'Delete a package nobody bought (else mark it unavailable)',
    response: ClassPackageResponse,
  }),
  packageHomeAdd: defineRoute({
    ...e.packageHomeAdd, access: 'admin', tag: 'packages', errors: [404],
    summary: 'Feature a package on the home page',
    response: ClassPackageResponse,
  }),
  packageHomeRemove: defineRoute({
    ...e.packageHomeRemove, access: 'admin', tag: 'packages', errors: [404],
    summary: 'Take a package off the home page',
    response: ClassPackageResponse,
  }),
  discountByCode: defineRoute({
    ...e.discountByCode, access: 'customer', tag: 'discounts', errors: [404, 412],
    summary: 'A discount code valid for a package (412 when used up)',
    query: DiscountCodeQuery, response: DiscountResponse,
  }),
  discountsAdmin: defineRoute({
    ...e.discountsAdmin, access: 'admin', tag: 'discounts',
    summary: 'Every discount code',
    response: DiscountsResponse,
  }),
  discountOne: defineRoute({
    ...e.discountOne, access: 'admin', tag: 'discounts', errors: [404],
    summary: 'One discount code',
    response: DiscountResponse,
  }),
  discountCreate: defineRoute({
    ...e.discountCreate, access: 'admin', tag: 'discounts', successStatus: 201, errors: [404, 409],
    summary: 'Create a discount code',
    body: DiscountBody, response: DiscountResponse,
  }),
  discountUpdate: defineRoute({
    ...e.discountUpdate, access: 'admin', tag: 'discounts', errors: [404, 409],
    summary: 'Update a discount code',
    body: DiscountUpdateBody, response: DiscountResponse,
  }),
  discountDelete: defineRoute({
    ...e.discountDelete, access: 'admin', tag: 'discounts', errors: [404],
    summary: 'Delete a discount code',
    response: DiscountResponse,
  }),
};
