import { defineRoute } from '../route.js';
import {
  CardTokenBody,
  CardTokenResponse,
  CheckoutAttemptBody,
  CheckoutAttemptResponse,
  InvoicesResponse,
  PaymentMethodsResponse,
  PurchaseCancelBody,
  PurchaseResponse,
  PurchasesResponse,
} from '../schemas/purchases.schemas.js';
import * as e from './checkout.endpoints.js';

/**
 * Checkout and purchases, with their schemas. A customer's calls act on her
 * own purchases only (`ownData`); a card refusal is 402 with the
 * processor's code (the contract's 'Test cards').
 */
export const checkoutRoutes = {
  paymentMethodsList: defineRoute({
    ...e.paymentMethodsList, access: 'public', tag: 'checkout',
    summary: 'The ways to pay the studio offers',
    response: PaymentMethodsResponse,
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
