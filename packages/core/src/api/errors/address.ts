import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/** Her addresses (the missing city, state or country are `VALIDATION_ERRORS`). */
export const ADDRESS_ERRORS = {
  notFound: entry('address/not-found', 404, () => messages.formsApi.addressNotFound),
  exists: entry('address/exists', 409, () => messages.formsApi.addressExists),
} as const satisfies ErrorArea;
