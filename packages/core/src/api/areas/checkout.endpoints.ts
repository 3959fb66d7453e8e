import type { Endpoint } from '../endpoint.js';

/**
 * Checkout, purchases, invoices and payment methods (spec 7 'Purchases and
 * payments'). The spec does not show the sandbox processor's tokenisation
 * path; it is `POST /sandbox/card_tokens` (the contract's 'Test cards').
 * Marking a cash purchase paid is not shown either: `PUT /purchases/:id/paid`.
 */
export const paymentMethodsList = { id: 'paymentMethodsList', method: 'GET', path: '/payment_methods', responseKey: 'payment_methods' } as const satisfies Endpoint<'paymentMethodsList'>;
export const paymentMethodOne = { id: 'paymentMethodOne', method: 'GET', path: '/payment_methods/:id', responseKey: 'payment_method' } as const satisfies Endpoint<'paymentMethodOne'>;
/** The admin's writes of payment methods are in commerce-admin.endpoints.ts. */
export const savedCardsMine = { id: 'savedCardsMine', method: 'GET', path: '/metodosPago', responseKey: 'metodos_pago' } as const satisfies Endpoint<'savedCardsMine'>;
export const savedCardSave = { id: 'savedCardSave', method: 'POST', path: '/metodosPago', responseKey: 'metodo_pago' } as const satisfies Endpoint<'savedCardSave'>;
export const savedCardDelete = { id: 'savedCardDelete', method: 'DELETE', path: '/metodosPago/:id', responseKey: 'ok' } as const satisfies Endpoint<'savedCardDelete'>;
export const paymentSourcesMine = { id: 'paymentSourcesMine', method: 'GET', path: '/payment_sources', responseKey: 'payment_sources' } as const satisfies Endpoint<'paymentSourcesMine'>;
export const paymentSourceSave = { id: 'paymentSourceSave', method: 'POST', path: '/payment_sources', responseKey: 'payment_source' } as const satisfies Endpoint<'paymentSourceSave'>;
export const paymentSourceDelete = { id: 'paymentSourceDelete', method: 'DELETE', path: '/payment_sources/:id', responseKey: 'ok' } as const satisfies Endpoint<'paymentSourceDelete'>;
export const sandboxCardToken = { id: 'sandboxCardToken', method: 'POST', path: '/sandbox/card_tokens', responseKey: 'card_token' } as const satisfies Endpoint<'sandboxCardToken'>;
export const checkoutAttempt = { id: 'checkoutAttempt', method: 'POST', path: '/checkout/attempt', responseKey: 'purchase_id' } as const satisfies Endpoint<'checkoutAttempt'>;
export const checkoutCapture = { id: 'checkoutCapture', method: 'POST', path: '/checkout/capture', responseKey: 'purchase_id' } as const satisfies Endpoint<'checkoutCapture'>;
export const checkoutAdmin = { id: 'checkoutAdmin', method: 'POST', path: '/checkout', responseKey: 'payment_id' } as const satisfies Endpoint<'checkoutAdmin'>;
export const purchasesMine = { id: 'purchasesMine', method: 'GET', path: '/purchases', responseKey: 'purchases' } as const satisfies Endpoint<'purchasesMine'>;
export const purchaseOne = { id: 'purchaseOne', method: 'GET', path: '/purchases/:id', responseKey: 'purchase' } as const satisfies Endpoint<'purchaseOne'>;
export const purchaseMarkPaid = { id: 'purchaseMarkPaid', method: 'PUT', path: '/purchases/:id/paid', responseKey: 'purchase' } as const satisfies Endpoint<'purchaseMarkPaid'>;
export const purchaseCancel = { id: 'purchaseCancel', method: 'POST', path: '/purchases/cancel/:id', responseKey: 'purchase' } as const satisfies Endpoint<'purchaseCancel'>;
export const invoicesMine = { id: 'invoicesMine', method: 'GET', path: '/invoices', responseKey: 'invoices' } as const satisfies Endpoint<'invoicesMine'>;
