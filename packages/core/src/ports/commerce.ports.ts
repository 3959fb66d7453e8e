import type { z } from 'zod';
import type { Result } from '../shared/result.js';
import type { ClassPackage, Discount } from '../api/schemas/packages.schemas.js';
import type {
  CardTokenBody,
  CardTokenResponse,
  CheckoutAttemptBody,
  CheckoutAttemptResponse,
  Invoice,
  PaymentMethod,
  Purchase,
} from '../api/schemas/purchases.schemas.js';

/** The package reads of spec 7 'Packages' the storefront needs. */
export interface PackagesApi {
  /** GET /class_packages: every available package, by order. */
  list(): Promise<Result<ClassPackage[]>>;
  /** GET /class_packages/{id}: one available package (404 with the spec's text otherwise). */
  one(id: number): Promise<Result<ClassPackage>>;
}

/** Discount codes as a customer applies them at checkout (spec 7 'Discounts'). */
export interface DiscountsApi {
  /** GET /discounts/code/{code}?class_package_id=: 404 when not valid for the package, 412 when used up. */
  byCode(code: string, classPackageId: number): Promise<Result<Discount>>;
}

/** A card as the sandbox processor tokenises it (POST /sandbox/card_tokens). */
export type CardTokenInput = z.input<typeof CardTokenBody>;

/** The sandbox processor's token for a card: what an attempt pays with, and what a saved card keeps. */
export type CardToken = z.infer<typeof CardTokenResponse>['card_token'];

/** Paying for a package (spec 7 'Purchases and payments'). */
export interface CheckoutApi {
  /** GET /payment_methods: the ways to pay the studio offers ('Efectivo', '…tarjeta…'). */
  paymentMethods(): Promise<Result<PaymentMethod[]>>;
  /**
   * POST /sandbox/card_tokens: the card typed in the browser becomes a token
   * (contract 'Test cards'); a malformed card is refused here, with a code
   * containing 'formatted', and a card the processor refuses with 402.
   */
  cardToken(card: CardTokenInput): Promise<Result<CardToken>>;
  /**
   * POST /checkout/attempt: buys the package. One purchase per
   * `idempotency_key`, so a retried attempt answers the first one's result.
   * Card refusals are 402 with the processor's code; the purchase limit 409;
   * a sold-out event or a refused discount 412; an unknown package 404.
   */
  attempt(body: CheckoutAttemptBody): Promise<Result<CheckoutAttemptResponse>>;
}

/** The customer's purchases and charges (spec 7; spec 2 '/gracias', 'Mis Compras', 'Mis Cargos'). */
export interface PurchasesApi {
  /** GET /purchases: the customer's purchases, newest first. */
  mine(): Promise<Result<Purchase[]>>;
  /** GET /purchases/{id}: one of the customer's purchases (404 otherwise). */
  one(id: number): Promise<Result<Purchase>>;
  /** POST /purchases/cancel/{id} with {reason}: cancels a subscription; the reason is required. */
  cancel(id: number, reason: string): Promise<Result<Purchase>>;
  /** GET /invoices: the customer's charges, newest first. */
  invoices(): Promise<Result<Invoice[]>>;
}
