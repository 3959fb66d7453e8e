import { defineRoute } from '../route.js';
import {
  CustomFieldBody,
  CustomFieldResponse,
  CustomFieldsQuery,
  CustomFieldsResponse,
  CustomFieldUpdateBody,
  FormBody,
  FormResponse,
  FormsQuery,
  FormsResponse,
  FormUpdateBody,
} from '../schemas/forms.schemas.js';
import { CatalogueListQuery } from '../schemas/catalogue.schemas.js';
import * as e from './forms.endpoints.js';
import * as admin from './forms-admin.endpoints.js';

/**
 * GET /forms and GET /custom_fields also take /admin's `query`, `page` and
 * `per_page` (issue 15): with any of them, one page of a search and the
 * total; with none, the whole list as the member area reads it.
 */
const FormsListQuery = FormsQuery.extend(CatalogueListQuery.shape);
const CustomFieldsListQuery = CustomFieldsQuery.extend(CatalogueListQuery.shape);

/**
 * Forms and custom fields, with their schemas. Reads are public (field
 * definitions, no one's data); writes are the admin's. Spec 7 lists only
 * reads of /custom_fields; the admin writes exist because spec 4's Save
 * rule and spec 8's notices name custom field saves and deletes.
 */
export const formRoutes = {
  formsList: defineRoute({
    ...e.formsList, access: 'public', tag: 'forms',
    summary: 'Dynamic forms with their fields sorted by order (?name filters); with query, page or per_page, one page of a search by name and the total (/admin)',
    query: FormsListQuery, response: FormsResponse,
  }),
  formOne: defineRoute({
    ...e.formOne, access: 'public', tag: 'forms', errors: [404],
    summary: 'One form with its fields sorted by order (form 6 is the address form)',
    response: FormResponse,
  }),
  formCreate: defineRoute({
    ...admin.formCreate, access: 'admin', tag: 'forms', successStatus: 201,
    summary: 'Create a form with its fields',
    body: FormBody, response: FormResponse,
  }),
  formUpdate: defineRoute({
    ...admin.formUpdate, access: 'admin', tag: 'forms', errors: [404, 409],
    summary: 'Rename a form; fields, when sent, replace its fields',
    body: FormUpdateBody, response: FormResponse,
  }),
  formDelete: defineRoute({
    ...admin.formDelete, access: 'admin', tag: 'forms', errors: [404, 409],
    summary: 'Delete a form and its fields (the profile form and the address form are refused)',
    response: FormResponse,
  }),
  customFieldsList: defineRoute({
    ...e.customFieldsList, access: 'public', tag: 'forms',
    summary: 'Custom fields (?object, key, type, required); with query, page or per_page, one page of a search by label or key and the total (/admin)',
    query: CustomFieldsListQuery, response: CustomFieldsResponse,
  }),
  customFieldOne: defineRoute({
    ...e.customFieldOne, access: 'public', tag: 'forms', errors: [404],
    summary: 'One custom field',
    response: CustomFieldResponse,
  }),
  customFieldCreate: defineRoute({
    ...admin.customFieldCreate, access: 'admin', tag: 'forms', successStatus: 201, errors: [409],
    summary: 'Create a custom field',
    body: CustomFieldBody, response: CustomFieldResponse,
  }),
  customFieldUpdate: defineRoute({
    ...admin.customFieldUpdate, access: 'admin', tag: 'forms', errors: [404, 409],
    summary: 'Update a custom field',
    body: CustomFieldUpdateBody, response: CustomFieldResponse,
  }),
  customFieldDelete: defineRoute({
    ...admin.customFieldDelete, access: 'admin', tag: 'forms', errors: [404, 409],
    summary: "Delete a custom field and every customer's value of it (refused while the profile form uses its key)",
    response: CustomFieldResponse,
  }),
} as const;
