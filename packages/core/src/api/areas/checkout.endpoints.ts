import type { Endpoint } from '../endpoint.js';

/**
 * Checkout, purchases, invoices and payment methods (spec 7 'Purchases and
 * payments'). The spec does not show the sandbox processor's tokenisation
 * path; it is `POST /sandbox/card_tokens` (the contract's 'Test cards').
 */
export const paymentMethodsList = { id: 'paymentMethodsList', method: 'GET', path: '/payment_methods', responseKey: 'payment_methods' } as const satisfies Endpoint<'paymentMethodsList'>;
export const sandboxCardToken = { id: 'sandboxCardToken', method: 'POST', path: '/sandbox/card_tokens', responseKey: 'card_token' } as const satisfies Endpoint<'sandboxCardToken'>;
export const checkoutAttempt = { id: 'checkoutAttempt', method: 'POST', path: '/checkout/attempt', responseKey: 'purchase_id' } as const satisfies Endpoint<'checkoutAttempt'>;
export const purchasesMine = { id: 'purchasesMine', method: 'GET', path: '/purchases', responseKey: 'purchases' } as const satisfies Endpoint<'purchasesMine'>;
export const purchaseOne = { id: 'purchaseOne', method: 'GET', path: '/purchases/:id', responseKey: 'purchase' } as const satisfies Endpoint<'purchaseOne'>;
export const purchaseCancel = { id: 'purchaseCancel', method: 'POST', path: '/purchases/cancel/:id', responseKey: 'purchase' } as const satisfies Endpoint<'purchaseCancel'>;
export const invoicesMine = { id: 'invoicesMine', method: 'GET', path: '/invoices', responseKey: 'invoices' } as const satisfies Endpoint<'invoicesMine'>;
