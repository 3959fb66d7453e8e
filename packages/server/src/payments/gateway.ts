import type { Db } from '../db/client.js';
import type { CardBrand } from '@estudio/core';
import type { BrowserPayments, WebhookVerifier } from './browser.js';

/**
 * The card as the customer typed it, sent once to be tokenised (spec 5 'Card
 * form'). Only the sandbox processor ever sees it on this server: a real
 * provider tokenises in the browser, so the number never reaches us.
 */
export interface CardDetails {
  readonly number: string;
  readonly exp_month: number;
  readonly exp_year: number;
  readonly cvc: string;
}

/** What a tokenised card leaves: an opaque token to charge, and what a receipt may show. */
export interface CardToken {
  readonly token: string;
  readonly brand: CardBrand;
  readonly last4: string;
}

/**
 * A refusal of the processor. `code` is the processor's code as core's
 * `checkoutErrorMessage` reads it: the decline reason after the code
 * ('card_declined/insufficient_funds'), or a code containing 'formatted'
 * for a malformed card (spec 8).
 */
export interface GatewayRefusal {
  /** 402 for a card the network refuses; 400 for details that are not a card at all. */
  readonly status: 400 | 402;
  readonly code: string;
}

/** One charge of a token. */
export interface ChargeRequest {
  /** MXN with at most 2 decimals, more than 0 (a free purchase charges nothing). */
  readonly amount: number;
  readonly currency: 'MXN';
  readonly token: string;
  /**
   * The same key charged again answers the first result and moves no money:
   * a retried checkout never charges twice, even when our own transaction
   * failed after the processor said yes.
   */
  readonly idempotencyKey: string;
  /** What the customer's statement says ('Paquete 10 clases'). */
  readonly description: string;
  /** The customer's own record at the provider holding a saved source (a Stripe Customer), when known. */
  readonly providerCustomerId?: string | null | undefined;
  /** A saved source charged while the customer is not typing a card (a saved card, a renewal). */
  readonly offSession?: boolean | undefined;
  /** Our purchase and customer, for the provider's records of the charge. */
  readonly purchaseId?: number | undefined;
  readonly customerId?: number | undefined;
  /**
   * The paying transaction, where an in-process processor (the sandbox)
   * keeps its idempotency keys so every server process shares them; a
   * networked processor keeps its own and ignores it.
   */
  readonly ledger?: Db | undefined;
}

/** A charge's result: paid with the processor's charge id, or refused. */
export type ChargeResult =
  | { readonly status: 'paid'; readonly chargeId: string }
  | { readonly status: 'refused'; readonly refusal: GatewayRefusal };

/** A tokenisation's result: the token, or a refusal. */
export type TokenizeResult =
  | { readonly ok: true; readonly card: CardToken }
  | { readonly ok: false; readonly refusal: GatewayRefusal };

/** A card kept by the processor for later charges (spec 3 'Saved card'): what we store of it. */
export interface SavedSource {
  /** The processor's reusable source id: what a later charge's `token` is. */
  readonly sourceId: string;
  readonly brand: CardBrand;
  readonly last4: string;
  /** The customer's record at the provider the source now hangs on (Stripe), to remember for her next card. */
  readonly providerCustomerId?: string | undefined;
}

/** Saving a card: the reusable source, or the processor's refusal (a declining card is not saved). */
export type SaveCardResult =
  | { readonly ok: true; readonly source: SavedSource }
  | { readonly ok: false; readonly refusal: GatewayRefusal };

/** What saving a card needs: the one-time token the browser got, and whose card it is. */
export interface SaveCardRequest {
  readonly token: string;
  readonly customerId: number;
  readonly email: string;
  /** Her record at the provider when one was made before (`provider_customers`); else the provider makes one. */
  readonly providerCustomerId?: string | null | undefined;
}

/**
 * The card processor port. Adapters: the in-process sandbox of the runtime
 * contract (default), charged inside the checkout's transaction; and Stripe,
 * switched on by configuration, `remote`, so the checkout calls it outside
 * any transaction (see `routes/checkout/remote-step.ts`).
 */
export interface PaymentGateway {
  /** A short name for logs, docs and the provider tables ('sandbox', 'stripe'). */
  readonly name: string;
  /**
   * Calls leave the process (a networked provider): the checkout commits its
   * pending purchase first and calls the provider without holding a lock.
   */
  readonly remote?: boolean | undefined;
  /** Payments the browser confirms with the provider's own script (Stripe); absent on the sandbox. */
  readonly browser?: BrowserPayments | undefined;
  /** The provider's signed notices (Stripe webhooks); absent on the sandbox. */
  readonly webhooks?: WebhookVerifier | undefined;
  /** What a saved source is (brand, last digits), for a card the provider kept during a browser payment. */
  readonly describeSource?: ((sourceId: string) => Promise<SavedSource | null>) | undefined;
  /**
   * Tokenises a card on the server. Only the sandbox does (local mode's card
   * network, `POST /sandbox/card_tokens`); a provider tokenises in the browser.
   */
  readonly tokenize?: (card: CardDetails) => Promise<TokenizeResult>;
  /**
   * Stops a subscription the provider bills (Stripe Checkout's) from
   * renewing: cancelled at the end of the period already paid. The same key
   * again changes nothing more. Absent where the provider bills none.
   */
  readonly cancelSubscription?: ((subscriptionId: string, idempotencyKey: string) => Promise<void>) | undefined;
  /** Loads what calls need from the database before a request's transaction opens (the sandbox's signing key). */
  readonly prepare?: (() => Promise<void>) | undefined;
  /** Charges a token (or a saved source's id) once per idempotency key. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Turns a one-time token into a reusable source (saved cards, and the card a subscription renews with). */
  saveCard(request: SaveCardRequest): Promise<SaveCardResult>;
  /** Forgets a saved source at the processor; deleting our row does not wait on it failing. */
  forgetCard(sourceId: string): Promise<void>;
}
