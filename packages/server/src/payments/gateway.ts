import type { CardBrand } from '@estudio/core';

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
}

/** A charge's result: paid with the processor's charge id, or refused. */
export type ChargeResult =
  | { readonly status: 'paid'; readonly chargeId: string }
  | { readonly status: 'refused'; readonly refusal: GatewayRefusal };

/** A tokenisation's result: the token, or a refusal. */
export type TokenizeResult =
  | { readonly ok: true; readonly card: CardToken }
  | { readonly ok: false; readonly refusal: GatewayRefusal };

/**
 * The card processor port. The checkout charges through it inside its
 * transaction; adapters: the in-process sandbox of the runtime contract
 * (default), and real providers switched on by configuration.
 */
export interface PaymentGateway {
  /** A short name for logs and docs ('sandbox'). */
  readonly name: string;
  /**
   * Tokenises a card on the server. Only the sandbox does (local mode's card
   * network, `POST /sandbox/card_tokens`); a provider tokenises in the browser.
   */
  readonly tokenize?: (card: CardDetails) => Promise<TokenizeResult>;
  /** Charges a token once per idempotency key. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
