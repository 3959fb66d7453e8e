import { defineRoute } from '../route.js';
import { OkResponse } from '../schemas/common.schemas.js';
import { PurchaseResponse } from '../schemas/purchases.schemas.js';
import {
  CustomerAdminQuery,
  CustomerCreateBody,
  CustomerQueryQuery,
  GiveAccessBody,
  RemoveClassesBody,
  RemoveClassesResponse,
  RevokeAccessBody,
  CustomerResponse,
  CustomersResponse,
  CustomerSignupBody,
  CustomerUpdateBody,
  EmailConfirmBody,
  PhoneQuery,
  PhoneResponse,
  RecoverBody,
} from '../schemas/customer.schemas.js';
import * as e from './customer.endpoints.js';
import * as a from './customer-admin.endpoints.js';
import { customerEmailConfirm } from './customer-email.endpoints.js';

/** The customer calls, with their schemas. */
export const customerRoutes = {
  customerCurrent: defineRoute({
    ...e.customerCurrent, access: 'customer', tag: 'customer', ownData: true, errors: [404],
    summary: 'The current customer',
    response: CustomerResponse,
  }),
  customerUpdate: defineRoute({
    ...e.customerUpdate, access: 'customer', tag: 'customer', ownData: true, errors: [403, 404, 409, 429],
    summary: 'Update the current customer (a new e-mail needs current_password and waits for its confirmation link; file_id is her photo)',
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
  customerEmailConfirm: defineRoute({
    ...customerEmailConfirm, access: 'public', tag: 'customer', errors: [400, 409, 429],
    summary: "Confirm a new e-mail with the token of the link sent to it (the token is the credential; answers no customer data)",
    body: EmailConfirmBody, response: OkResponse,
  }),
  customerAdminAll: defineRoute({
    ...a.customerAdminAll, access: 'staff', tag: 'customer',
    summary: 'Search customers',
    query: CustomerAdminQuery, response: CustomersResponse,
  }),
  customerAdminOne: defineRoute({
    ...a.customerAdminOne, access: 'staff', tag: 'customer', errors: [404],
    summary: 'One customer',
    response: CustomerResponse,
  }),
  customerQuery: defineRoute({
    ...a.customerQuery, access: 'staff', tag: 'customer',
    summary: 'Quick search by name, e-mail or phone',
    query: CustomerQueryQuery, response: CustomersResponse,
  }),
  customerCreate: defineRoute({
    ...a.customerCreate, access: 'staff', tag: 'customer', successStatus: 201, errors: [409],
    summary: 'Register a customer at the front desk (she gets an e-mail to choose her password)',
    body: CustomerCreateBody, response: CustomerResponse,
  }),
  customerGiveAccess: defineRoute({
    ...a.customerGiveAccess, access: 'admin', tag: 'customer', successStatus: 201, errors: [404, 409, 412],
    summary: 'Grant a package to a customer (gift, or billed at the desk)',
    body: GiveAccessBody, response: PurchaseResponse,
  }),
  customerRevokeAccess: defineRoute({
    ...a.customerRevokeAccess, access: 'admin', tag: 'customer', errors: [404, 409],
    summary: 'Revoke a purchase: its unused credits and online access go',
    body: RevokeAccessBody, response: PurchaseResponse,
  }),
  customerRemoveClasses: defineRoute({
    ...a.customerRemoveClasses, access: 'admin', tag: 'customer', errors: [404, 409],
    summary: 'Take limited credits from a customer, soonest to expire first',
    body: RemoveClassesBody, response: RemoveClassesResponse,
  }),
} as const;
