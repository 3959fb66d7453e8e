import { defineRoute } from '../route.js';
import { OkResponse } from '../schemas/common.schemas.js';
import {
  CustomerAdminQuery,
  CustomerResponse,
  CustomersResponse,
  CustomerSignupBody,
  CustomerUpdateBody,
  PhoneQuery,
  PhoneResponse,
  RecoverBody,
} from '../schemas/customer.schemas.js';
import * as e from './customer.endpoints.js';

/** The customer calls, with their schemas. */
export const customerRoutes = {
  customerCurrent: defineRoute({
    ...e.customerCurrent, access: 'customer', tag: 'customer', ownData: true, errors: [404],
    summary: 'The current customer',
    response: CustomerResponse,
  }),
  customerUpdate: defineRoute({
    ...e.customerUpdate, access: 'customer', tag: 'customer', ownData: true, errors: [404, 409],
    summary: 'Update the current customer',
    body: CustomerUpdateBody, response: CustomerResponse,
  }),
  customerSignup: defineRoute({
    ...e.customerSignup, access: 'customer', tag: 'customer', ownData: true, successStatus: 201, errors: [409],
    summary: 'Create the customer record of the signed-in identity account',
    body: CustomerSignupBody, response: CustomerResponse,
  }),
  customerPhone: defineRoute({
    ...e.customerPhone, access: 'public', tag: 'customer', errors: [429],
    summary: 'Whether a phone is free for a new account (rate-limited)',
    query: PhoneQuery, response: PhoneResponse,
  }),
  customerRecover: defineRoute({
    ...e.customerRecover, access: 'public', tag: 'customer', errors: [429],
    summary: 'Send a password-recovery e-mail',
    body: RecoverBody, response: OkResponse,
  }),
  customerAdminAll: defineRoute({
    ...e.customerAdminAll, access: 'admin', tag: 'customer',
    summary: 'Search customers',
    query: CustomerAdminQuery, response: CustomersResponse,
  }),
  customerAdminOne: defineRoute({
    ...e.customerAdminOne, access: 'admin', tag: 'customer', errors: [404],
    summary: 'One customer',
    response: CustomerResponse,
  }),
} as const;
