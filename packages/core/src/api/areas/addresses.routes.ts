import { defineRoute } from '../route.js';
import { AddressBody, AddressesQuery, AddressesResponse, AddressResponse, AddressUpdateBody } from '../schemas/addresses.schemas.js';
import * as e from './addresses.endpoints.js';

/**
 * Addresses, with their schemas: a customer reads and writes only her own
 * (someone else's is 404); an admin any. Writes answer a missing city, state
 * or country with spec 5's message.
 */
export const addressRoutes = {
  addressesList: defineRoute({
    ...e.addressesList, access: 'customer', tag: 'addresses', ownData: true,
    summary: "The caller's address (a list of at most one); an admin lists all or one customer's",
    query: AddressesQuery, response: AddressesResponse,
  }),
  addressOne: defineRoute({
    ...e.addressOne, access: 'customer', tag: 'addresses', ownData: true, errors: [404],
    summary: 'One address: her own for a customer, any for an admin',
    response: AddressResponse,
  }),
  addressCreate: defineRoute({
    ...e.addressCreate, access: 'customer', tag: 'addresses', ownData: true, successStatus: 201, errors: [404, 409],
    summary: "Add the caller's address (an admin may name the customer); one per customer",
    body: AddressBody, response: AddressResponse,
  }),
  addressUpdate: defineRoute({
    ...e.addressUpdate, access: 'customer', tag: 'addresses', ownData: true, errors: [404],
    summary: 'Change an address: her own for a customer, any for an admin',
    body: AddressUpdateBody, response: AddressResponse,
  }),
  addressDelete: defineRoute({
    ...e.addressDelete, access: 'customer', tag: 'addresses', ownData: true, errors: [404],
    summary: 'Delete an address: her own for a customer, any for an admin',
    response: AddressResponse,
  }),
} as const;
