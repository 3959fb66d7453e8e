import type { z } from 'zod';
import type { Result } from '../shared/result.js';
import type { ClassPackage, Discount } from '../api/schemas/packages.schemas.js';
import type {
  CardTokenBody,
  CardTokenResponse,
  CheckoutAttemptBody,
  CheckoutAttemptResponse,
  CheckoutCaptureBody,
  CheckoutCaptureResponse,
  Invoice,
  PaymentMethod,
  PaymentSource,
  Purchase,
  SavedCard,
  SavedCardBody,
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

/** POST /checkout/capture's body: the subscription provider's approval of a pending purchase. */
export type CheckoutCaptureInput = z.input<typeof CheckoutCaptureBody>;

/** What POST /checkout/capture answers: the purchase now paid. */
export type CheckoutCaptureAnswer = z.infer<typeof CheckoutCaptureResponse>;

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
  /**
   * GET /payment_sources: the customer's saved cards as the checkout offers
   * them (spec 3 'Saved card': card_type mastercard, visa or other).
   */
  paymentSources(): Promise<Result<PaymentSource[]>>;
  /**
   * POST /checkout/capture: after the buyer approved in the subscription
   * provider's window, the pending purchase the attempt answered is paid;
   * answers its purchase_id.
   */
  capture(body: CheckoutCaptureInput): Promise<Result<CheckoutCaptureAnswer>>;
}

/**
 * The customer's own payment-method list (spec 2 'Mis Método de Pago'; spec
 * 7 /metodosPago). Saving needs payment_sources_enabled; a card the
 * processor would decline is refused (402) and never saved.
 */
export interface SavedCardsApi {
  /** GET /metodosPago: her saved cards, oldest first, as the server lists them (reads `metodos_pago`). */
  list(): Promise<Result<SavedCard[]>>;
  /** POST /metodosPago {token_id, card_type, last_digits, saveCard}: keeps a tokenised card. */
  save(body: SavedCardBody): Promise<Result<SavedCard>>;
  /** DELETE /metodosPago/{id}: forgets one of her cards (404 for anyone else's). */
  remove(id: number): Promise<Result<void>>;
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
