import { defineRoute } from '../route.js';
import { OkResponse } from '../schemas/common.schemas.js';
import {
  AdminCheckoutBody,
  AdminCheckoutResponse,
  CardTokenBody,
  CardTokenResponse,
  CheckoutAttemptBody,
  CheckoutAttemptResponse,
  CheckoutCaptureBody,
  CheckoutCaptureResponse,
  InvoicesResponse,
  PaymentMethodBody,
  PaymentMethodResponse,
  PaymentMethodsResponse,
  PaymentMethodUpdateBody,
  PaymentSourceResponse,
  PaymentSourcesResponse,
  PurchaseCancelBody,
  PurchaseResponse,
  PurchasesResponse,
  SavedCardBody,
  SavedCardResponse,
  SavedCardsResponse,
} from '../schemas/purchases.schemas.js';
import * as e from './checkout.endpoints.js';
import * as commerce from './commerce-admin.endpoints.js';
import { CatalogueListQuery } from '../schemas/catalogue.schemas.js';

/**
 * Checkout and purchases, with their schemas. A customer's calls act on her
 * own purchases only (`ownData`); a card refusal is 402 with the
 * processor's code (the contract's 'Test cards').
 */
export const checkoutRoutes = {
  paymentMethodsList: defineRoute({
    ...e.paymentMethodsList, access: 'public', tag: 'checkout',
    summary: 'The ways to pay the studio offers; with query, page or per_page, one page of a search by name or description and the total (/admin)',
    query: CatalogueListQuery, response: PaymentMethodsResponse,
  }),
  paymentMethodOne: defineRoute({
    ...e.paymentMethodOne, access: 'public', tag: 'checkout', errors: [404],
    summary: 'One way to pay',
    response: PaymentMethodResponse,
  }),
  paymentMethodCreate: defineRoute({
    ...commerce.paymentMethodCreate, access: 'admin', tag: 'checkout', successStatus: 201,
    summary: 'Add a way to pay (instructions are sanitised)',
    body: PaymentMethodBody, response: PaymentMethodResponse,
  }),
  paymentMethodUpdate: defineRoute({
    ...commerce.paymentMethodUpdate, access: 'admin', tag: 'checkout', errors: [404],
    summary: 'Edit a way to pay',
    body: PaymentMethodUpdateBody, response: PaymentMethodResponse,
  }),
  paymentMethodDelete: defineRoute({
    ...commerce.paymentMethodDelete, access: 'admin', tag: 'checkout', errors: [404],
    summary: 'Remove a way to pay (purchases keep their history)',
    response: OkResponse,
  }),
  savedCardsMine: defineRoute({
    ...e.savedCardsMine, access: 'customer', tag: 'checkout', ownData: true,
    summary: "The customer's saved cards (her payment-method list)",
    response: SavedCardsResponse,
  }),
  savedCardSave: defineRoute({
    ...e.savedCardSave, access: 'customer', tag: 'checkout', ownData: true, successStatus: 201, errors: [402, 412],
    summary: 'Save a tokenised card with the processor',
    body: SavedCardBody, response: SavedCardResponse,
  }),
  savedCardDelete: defineRoute({
    ...e.savedCardDelete, access: 'customer', tag: 'checkout', ownData: true, errors: [404],
    summary: 'Delete a saved card',
    response: OkResponse,
  }),
  paymentSourcesMine: defineRoute({
    ...e.paymentSourcesMine, access: 'customer', tag: 'checkout', ownData: true,
    summary: "The customer's saved cards as the checkout offers them",
    response: PaymentSourcesResponse,
  }),
  paymentSourceSave: defineRoute({
    ...e.paymentSourceSave, access: 'customer', tag: 'checkout', ownData: true, successStatus: 201, errors: [402, 412],
    summary: 'Save a tokenised card (checkout shape)',
    body: SavedCardBody, response: PaymentSourceResponse,
  }),
  paymentSourceDelete: defineRoute({
    ...e.paymentSourceDelete, access: 'customer', tag: 'checkout', ownData: true, errors: [404],
    summary: 'Delete a saved card',
    response: OkResponse,
  }),
  sandboxCardToken: defineRoute({
    ...e.sandboxCardToken, access: 'public', tag: 'checkout', errors: [402],
    summary: "Tokenise a card with the sandbox processor (local mode's card network)",
    body: CardTokenBody, response: CardTokenResponse,
  }),
  checkoutAttempt: defineRoute({
    ...e.checkoutAttempt, access: 'customer', tag: 'checkout', ownData: true, errors: [402, 404, 409, 412],
    summary: 'Buy a package: cash, card, saved card or free; one purchase per idempotency key',
    body: CheckoutAttemptBody, response: CheckoutAttemptResponse,
  }),
  checkoutCapture: defineRoute({
    ...e.checkoutCapture, access: 'customer', tag: 'checkout', ownData: true, errors: [402, 404, 409, 412],
    summary: "Capture the subscription provider's approved order or subscription",
    body: CheckoutCaptureBody, response: CheckoutCaptureResponse,
  }),
  checkoutAdmin: defineRoute({
    ...e.checkoutAdmin, access: 'staff', tag: 'checkout', successStatus: 201, errors: [404, 409, 412],
    summary: 'Sell a package at the front desk to a customer who paid in person',
    body: AdminCheckoutBody, response: AdminCheckoutResponse,
  }),
  purchasesMine: defineRoute({
    ...e.purchasesMine, access: 'customer', tag: 'checkout', ownData: true,
    summary: "The customer's purchases, newest first",
    response: PurchasesResponse,
  }),
  purchaseOne: defineRoute({
    ...e.purchaseOne, access: 'customer', tag: 'checkout', ownData: true, errors: [404],
    summary: 'One purchase of the customer (admins: any)',
    response: PurchaseResponse,
  }),
  purchaseMarkPaid: defineRoute({
    ...e.purchaseMarkPaid, access: 'staff', tag: 'checkout', errors: [404, 409],
    summary: 'Mark a pending cash purchase paid: its invoice completes and its credits are granted',
    response: PurchaseResponse,
  }),
  purchaseCancel: defineRoute({
    ...e.purchaseCancel, access: 'customer', tag: 'checkout', ownData: true, errors: [404, 409],
    summary: 'Cancel a subscription, with a reason',
    body: PurchaseCancelBody, response: PurchaseResponse,
  }),
  invoicesMine: defineRoute({
    ...e.invoicesMine, access: 'customer', tag: 'checkout', ownData: true,
    summary: "The customer's charges, newest first",
    response: InvoicesResponse,
  }),
};
