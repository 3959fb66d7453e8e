import type { Endpoint } from '../endpoint.js';

/**
 * Discount codes' and payment methods' calls that only /admin makes (issue
 * 15, 'Descuentos' and 'Métodos de pago'), apart from `packageEndpoints`
 * and `checkoutEndpoints`, which the customer side's chunks carry: an
 * endpoint the admin chunk read from those namespaces would be kept there
 * too. Their schemas stay in packages.routes.ts and checkout.routes.ts (in
 * the order they match: `/discounts/admin/all` before `/discounts/:id`).
 */
export const discountsAdmin = { id: 'discountsAdmin', method: 'GET', path: '/discounts/admin/all', responseKey: 'descuentos' } as const satisfies Endpoint<'discountsAdmin'>;
export const discountCreate = { id: 'discountCreate', method: 'POST', path: '/discounts', responseKey: 'discount' } as const satisfies Endpoint<'discountCreate'>;
export const discountUpdate = { id: 'discountUpdate', method: 'PUT', path: '/discounts/:id', responseKey: 'discount' } as const satisfies Endpoint<'discountUpdate'>;
export const discountDelete = { id: 'discountDelete', method: 'DELETE', path: '/discounts/:id', responseKey: 'discount' } as const satisfies Endpoint<'discountDelete'>;
export const paymentMethodCreate = { id: 'paymentMethodCreate', method: 'POST', path: '/payment_methods', responseKey: 'payment_method' } as const satisfies Endpoint<'paymentMethodCreate'>;
export const paymentMethodUpdate = { id: 'paymentMethodUpdate', method: 'PUT', path: '/payment_methods/:id', responseKey: 'payment_method' } as const satisfies Endpoint<'paymentMethodUpdate'>;
export const paymentMethodDelete = { id: 'paymentMethodDelete', method: 'DELETE', path: '/payment_methods/:id', responseKey: 'ok' } as const satisfies Endpoint<'paymentMethodDelete'>;
