import type { AddressBody, AddressRecord, AddressUpdateBody } from '../api/schemas/addresses.schemas.js';
import type { CustomField, CustomFieldsQuery, Form, FormsQuery } from '../api/schemas/forms.schemas.js';
import type { Result } from '../shared/result.js';

/** Dynamic forms and custom fields (spec 7: /forms, /custom_fields): what the profile screen reads. */
export interface FormsApi {
  /** GET /forms (optionally by name), each with its fields sorted by order. */
  list(query?: FormsQuery): Promise<Result<Form[]>>;
  /** GET /forms/{id}: 404 when unknown. Form 6 is the address form. */
  one(id: number): Promise<Result<Form>>;
  /** GET /custom_fields with filters (object 'customer' for the profile). */
  customFields(query?: CustomFieldsQuery): Promise<Result<CustomField[]>>;
  /** GET /custom_fields/{id}: 404 when unknown. */
  customField(id: number): Promise<Result<CustomField>>;
}

/**
 * The current customer's billing address (spec 7: /addresses). Spec 4's
 * Save rule picks the call: `update` when the address has a numeric id,
 * otherwise `create` (core's `saveModeOf`). A missing city, state or country
 * answers 400 with spec 5's message; someone else's address is 404.
 */
export interface AddressesApi {
  /** GET /addresses: hers, a list of at most one. */
  mine(): Promise<Result<AddressRecord[]>>;
  one(id: number): Promise<Result<AddressRecord>>;
  /** POST /addresses: 409 when she already has one. */
  create(body: AddressBody): Promise<Result<AddressRecord>>;
  update(id: number, body: AddressUpdateBody): Promise<Result<AddressRecord>>;
  remove(id: number): Promise<Result<AddressRecord>>;
}
