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
import * as e from './forms.endpoints.js';

/**
 * Forms and custom fields, with their schemas. Reads are public (field
 * definitions, no one's data); writes are the admin's. Spec 7 lists only
 * reads of /custom_fields; the admin writes exist because spec 4's Save
 * rule and spec 8's notices name custom field saves and deletes.
 */
export const formRoutes = {
  formsList: defineRoute({
    ...e.formsList, access: 'public', tag: 'forms',
    summary: 'Dynamic forms with their fields sorted by order (?name filters)',
    query: FormsQuery, response: FormsResponse,
  }),
  formOne: defineRoute({
    ...e.formOne, access: 'public', tag: 'forms', errors: [404],
    summary: 'One form with its fields sorted by order (form 6 is the address form)',
    response: FormResponse,
  }),
  formCreate: defineRoute({
    ...e.formCreate, access: 'admin', tag: 'forms', successStatus: 201,
    summary: 'Create a form with its fields',
    body: FormBody, response: FormResponse,
  }),
  formUpdate: defineRoute({
    ...e.formUpdate, access: 'admin', tag: 'forms', errors: [404],
    summary: 'Rename a form; fields, when sent, replace its fields',
    body: FormUpdateBody, response: FormResponse,
  }),
  formDelete: defineRoute({
    ...e.formDelete, access: 'admin', tag: 'forms', errors: [404],
    summary: 'Delete a form and its fields',
    response: FormResponse,
  }),
  customFieldsList: defineRoute({
    ...e.customFieldsList, access: 'public', tag: 'forms',
    summary: 'Custom fields (?object, key, type, required)',
    query: CustomFieldsQuery, response: CustomFieldsResponse,
  }),
  customFieldOne: defineRoute({
    ...e.customFieldOne, access: 'public', tag: 'forms', errors: [404],
    summary: 'One custom field',
    response: CustomFieldResponse,
  }),
  customFieldCreate: defineRoute({
    ...e.customFieldCreate, access: 'admin', tag: 'forms', successStatus: 201, errors: [409],
    summary: 'Create a custom field',
    body: CustomFieldBody, response: CustomFieldResponse,
  }),
  customFieldUpdate: defineRoute({
    ...e.customFieldUpdate, access: 'admin', tag: 'forms', errors: [404, 409],
    summary: 'Update a custom field',
    body: CustomFieldUpdateBody, response: CustomFieldResponse,
  }),
  customFieldDelete: defineRoute({
    ...e.customFieldDelete, access: 'admin', tag: 'forms', errors: [404],
    summary: "Delete a custom field and every customer's value of it",
    response: CustomFieldResponse,
  }),
} as const;
