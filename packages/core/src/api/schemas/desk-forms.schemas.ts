import { z } from 'zod';
import { TEAM_ROLES } from '../access.rules.js';
import { addressErrors } from '../../validation/validation.rules.js';
import { Email, limits } from './common.schemas.js';
import { CustomerCreateBody, CustomerUpdateBody, IsoDate } from './customer.schemas.js';

/*
 * The back office's form bodies (issue 12), apart from desk.schemas.ts:
 * the admin chunk imports these values, and keeping them off the catalogue
 * and content schemas keeps the bundler from splitting the first load of
 * '/' into many small shared chunks (docs/contexts/desk.md).
 */

/** How the customer list may be sorted. */
export const CUSTOMER_LIST_SORTS = ['name', 'last_visit', 'created_at'] as const;
export type CustomerListSort = (typeof CUSTOMER_LIST_SORTS)[number];

/** The largest page the customer list answers (the CSV export reads it page by page). */
export const CUSTOMER_LIST_MAX_PAGE = 500;

/**
 * A search of the customer list counts its matches up to this many: past
 * it the answer says `total_capped` and the list reads 'más de 1,000'.
 */
export const CUSTOMER_COUNT_CAP = 1000;

/**
 * PUT /customer/admin/:id (admin): the admin edits a customer's profile,
 * billing address and custom fields with the member area's validations. The
 * e-mail is hers to change (it is how she signs in), and so is her photo.
 */
export const CustomerAdminUpdateBody = CustomerUpdateBody.omit({ customer_id: true, email: true, current_password: true, file_id: true });
export type CustomerAdminUpdateBody = z.input<typeof CustomerAdminUpdateBody>;

const PersonName = z.string().trim().min(1, 'Debes llenar este campo.').max(80);

/**
 * POST /team: invite someone to the team by e-mail. A new person gets an
 * account, a customer record and a link to choose her password; an existing
 * customer keeps her account and gains the role.
 */
export const TeamInviteBody = z.object({
  email: Email,
  name: PersonName,
  last_name: PersonName,
  role: z.enum(TEAM_ROLES),
});
export type TeamInviteBody = z.infer<typeof TeamInviteBody>;

/** PUT /team/:uid: change a member's role. */
export const TeamRoleBody = z.object({ role: z.enum(TEAM_ROLES) });
export type TeamRoleBody = z.infer<typeof TeamRoleBody>;

/**
 * 'Nuevo cliente' as its form holds it: POST /customer's body, with an
 * empty birthday (the date input's '') read as none.
 */
export const CustomerCreateForm = CustomerCreateBody.extend({
  birthdate: z.union([z.literal('').transform(() => null), IsoDate]).nullable().optional(),
});
export type CustomerCreateForm = z.input<typeof CustomerCreateForm>;

const ADDRESS_PARTS = ['street', 'number', 'interior_number', 'neighborhood', 'zip_code', 'city', 'state', 'country'] as const;
const optionalText = z.string().trim().max(limits.shortText);

/**
 * The admin's profile edit as its form holds it (every input a string), read
 * into PUT /customer/admin/:id's body: empty texts become null, and the
 * billing address is sent once any part of it is filled, with spec 5's
 * city, state and country required (the member area's own rule).
 */
export const CustomerAdminForm = z
  .object({
    name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    birthdate: z.union([z.literal(''), IsoDate]),
    instagram: optionalText,
    ...Object.fromEntries(ADDRESS_PARTS.map((part) => [part, optionalText])) as Record<(typeof ADDRESS_PARTS)[number], typeof optionalText>,
  })
  .superRefine((form, context) => {
    if (!ADDRESS_PARTS.some((part) => form[part] !== '')) return;
    for (const [field, error] of Object.entries(addressErrors(form))) context.addIssue({ code: 'custom', path: [field], message: error.message });
  })
  .transform((form): z.input<typeof CustomerAdminUpdateBody> => {
    const orNull = (value: string) => (value === '' ? null : value);
    const hasAddress = ADDRESS_PARTS.some((part) => form[part] !== '');
    return {
      name: form.name,
      last_name: form.last_name,
      phone: form.phone,
      birthdate: orNull(form.birthdate),
      instagram: orNull(form.instagram),
      ...(hasAddress ? { address: Object.fromEntries(ADDRESS_PARTS.map((part) => [part, orNull(form[part])])) as z.input<typeof CustomerAdminUpdateBody>['address'] } : {}),
    };
  })
  .pipe(CustomerAdminUpdateBody);
export type CustomerAdminForm = z.input<typeof CustomerAdminForm>;
