import { defineRoute } from '../route.js';
import {
  ClassPackageBody,
  ClassPackageListResponse,
  ClassPackageResponse,
  ClassPackagesResponse,
  ClassPackageUpdateBody,
  DiscountBody,
  DiscountCodeQuery,
  DiscountResponse,
  DiscountsResponse,
  DiscountUpdateBody,
  PackageAttendeesResponse,
  PackageListQuery,
  PackageOrderBody,
} from '../schemas/packages.schemas.js';
import * as e from './packages.endpoints.js';
import * as admin from './packages-admin.endpoints.js';
import * as commerce from './commerce-admin.endpoints.js';
import { CatalogueListQuery } from '../schemas/catalogue.schemas.js';

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
    ...admin.packageEventAttendees, access: 'admin', tag: 'packages', errors: [404],
    summary: 'Who bought a special event',
    response: PackageAttendeesResponse,
  }),
  packagesAdmin: defineRoute({
    ...admin.packagesAdmin, access: 'admin', tag: 'packages',
    summary: 'Every package, available or not, by order; with query, page or per_page, one page of the search by title and the total',
    query: PackageListQuery, response: ClassPackageListResponse,
  }),
  packagesOrder: defineRoute({
    ...admin.packagesOrder, access: 'admin', tag: 'packages', errors: [400],
    summary: 'Set the order of every package at once (each id once, first shown first)',
    body: PackageOrderBody, response: ClassPackagesResponse,
  }),
  packageOne: defineRoute({
    ...e.packageOne, access: 'public', tag: 'packages', errors: [404],
    summary: 'One available package',
    response: ClassPackageResponse,
  }),
  packageCreate: defineRoute({
    ...admin.packageCreate, access: 'admin', tag: 'packages', successStatus: 201, errors: [404],
    summary: 'Create a package',
    body: ClassPackageBody, response: ClassPackageResponse,
  }),
  packageUpdate: defineRoute({
    ...admin.packageUpdate, access: 'admin', tag: 'packages', errors: [404],
    summary: 'Update a package',
    body: ClassPackageUpdateBody, response: ClassPackageResponse,
  }),
  packageDelete: defineRoute({
    ...admin.packageDelete, access: 'admin', tag: 'packages', errors: [404, 409],
    summary: 'Delete a package nobody bought (else mark it unavailable)',
    response: ClassPackageResponse,
  }),
  packageHomeAdd: defineRoute({
    ...admin.packageHomeAdd, access: 'admin', tag: 'packages', errors: [404],
    summary: 'Feature a package on the home page',
    response: ClassPackageResponse,
  }),
  packageHomeRemove: defineRoute({
    ...admin.packageHomeRemove, access: 'admin', tag: 'packages', errors: [404],
    summary: 'Take a package off the home page',
    response: ClassPackageResponse,
  }),
  discountByCode: defineRoute({
    ...e.discountByCode, access: 'customer', tag: 'discounts', errors: [404, 412],
    summary: 'A discount code valid for a package (412 when used up)',
    query: DiscountCodeQuery, response: DiscountResponse,
  }),
  discountsAdmin: defineRoute({
    ...commerce.discountsAdmin, access: 'admin', tag: 'discounts',
    summary: 'Every discount code with its purchases; with query, page or per_page, one page of a search by code and the total (/admin)',
    query: CatalogueListQuery, response: DiscountsResponse,
  }),
  discountOne: defineRoute({
    ...e.discountOne, access: 'admin', tag: 'discounts', errors: [404],
    summary: 'One discount code',
    response: DiscountResponse,
  }),
  discountCreate: defineRoute({
    ...commerce.discountCreate, access: 'admin', tag: 'discounts', successStatus: 201, errors: [404, 409],
    summary: 'Create a discount code',
    body: DiscountBody, response: DiscountResponse,
  }),
  discountUpdate: defineRoute({
    ...commerce.discountUpdate, access: 'admin', tag: 'discounts', errors: [404, 409],
    summary: 'Update a discount code',
    body: DiscountUpdateBody, response: DiscountResponse,
  }),
  discountDelete: defineRoute({
    ...commerce.discountDelete, access: 'admin', tag: 'discounts', errors: [404],
    summary: 'Delete a discount code',
    response: DiscountResponse,
  }),
};
