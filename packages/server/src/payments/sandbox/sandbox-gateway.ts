import { randomBytes } from 'node:crypto';
import { cardBrand, cardDigits, cardLastDigits, expiryPassed, type ClockPort } from '@estudio/core';
import type { CardDetails, ChargeRequest, ChargeResult, PaymentGateway, SaveCardResult, TokenizeResult } from '../gateway.js';
import type { SandboxKeySource } from './sandbox-key.js';
import { chargeOnce, type SandboxDecision } from './sandbox-ledger.js';
import { decodeSandboxToken, encodeSandboxToken } from './sandbox-token.js';
import { CARD_TOKEN_INVALID, FORMAT_CODES, OUTCOME_CODES, outcomeOf } from './test-cards.js';

/** A charge the sandbox accepted: money that would have moved. */
export interface SandboxCharge {
  readonly chargeId: string;
  readonly idempotencyKey: string;
  readonly amount: number;
  readonly description: string;
  readonly last4: string;
}

/** The sandbox processor, with its ledger for tests and the benchmark. */
export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  readonly tokenize: (card: CardDetails) => Promise<TokenizeResult>;
  /** Every charge this process accepted, oldest first (at most `memory` of them). */
  charges(): readonly SandboxCharge[];
}

/** Options of `sandboxGateway`. */
export interface SandboxOptions {
  /** Expiry dates are checked against it. */
  readonly clock: ClockPort;
  /** Idempotency keys and ledger entries remembered; the oldest are forgotten past it. */
  readonly memory?: number;
  /**
   * The key its tokens are signed with: the server's (`sandboxKeySource`,
   * kept in `secrets`), or by default a random key of this gateway's own
   * (its tokens then charge only while it runs: tests, the benchmark).
   */
  readonly key?: SandboxKeySource | Uint8Array | undefined;
}

const CVC = /^\d{3,4}$/;
const DEFAULT_MEMORY = 100_000;

/** Spec 5's checks of a card, the contract's 'malformed number at tokenisation' first. */
const tokenizeNow = (card: CardDetails, now: number, key: Uint8Array): TokenizeResult => {
  const digits = cardDigits(card.number);
  if (digits === null) return { ok: false, refusal: { status: 400, code: FORMAT_CODES.number } };
  if (!CVC.test(card.cvc.trim())) return { ok: false, refusal: { status: 400, code: FORMAT_CODES.cvc } };
  if (expiryPassed({ month: card.exp_month, year: card.exp_year }, now)) {
    return { ok: false, refusal: { status: 402, code: OUTCOME_CODES.expired_card } };
  }
  const brand = cardBrand(digits);
  const last4 = cardLastDigits(digits);
  return { ok: true, card: { token: encodeSandboxToken({ outcome: outcomeOf(digits), brand, last4 }, key), brand, last4 } };
};

/**
 * A sandbox token is already reusable (it carries the test card's outcome),
 * so the saved source is the token itself. Like a card network, a card that
 * would decline is refused here and never saved.
 */
const saveNow = (token: string, key: Uint8Array): SaveCardResult => {
  const card = decodeSandboxToken(token, key);
  if (!card) return { ok: false, refusal: { status: 400, code: CARD_TOKEN_INVALID } };
  if (card.outcome !== 'paid') return { ok: false, refusal: { status: 402, code: OUTCOME_CODES[card.outcome] } };
  return { ok: true, source: { sourceId: token, brand: card.brand, last4: card.last4 } };
};

/** Forgets the oldest entries of a map past `limit` (a Map iterates in insertion order). */
const trim = <K, V>(map: Map<K, V>, limit: number): void => {
  for (const key of map.keys()) {
    if (map.size <= limit) return;
    map.delete(key);
  }
};

/**
 * The in-process card processor of local mode (the runtime contract's 'Test
 * cards'): tokenising checks the format, charging answers by the card's
 * test number. A key charged again answers its first result, refusals
 * included, as card networks do; a checkout that was refused tries again
 * with a new key (core's `keyAfterFailure`). Given the paying transaction
 * (`ChargeRequest.ledger`), the keys live in the database and hold across
 * server processes (`chargeOnce`); without one (a gateway's own tests), in
 * this process's memory.
 */
export const sandboxGateway = (options: SandboxOptions): SandboxGateway => {
  const memory = options.memory ?? DEFAULT_MEMORY;
  const given = options.key ?? new Uint8Array(randomBytes(32));
  const keyOf: SandboxKeySource = typeof given === 'function' ? given : () => Promise.resolve(given);
  const results = new Map<string, ChargeResult>();
  const ledger: SandboxCharge[] = [];
  /** What the card's test number answers, and the entry to keep when it pays; nothing kept yet. */
  const decide = (request: ChargeRequest, key: Uint8Array): SandboxDecision & { readonly charge: SandboxCharge | null } => {
    const card = decodeSandboxToken(request.token, key);
    const refused = (code: string) => ({ result: { status: 'refused', refusal: { status: 402, code } } as const, amount: request.amount, last4: card?.last4 ?? null, charge: null });
    if (!card || !(request.amount > 0)) return refused(CARD_TOKEN_INVALID);
    if (card.outcome !== 'paid') return refused(OUTCOME_CODES[card.outcome]);
    const chargeId = `ch_sandbox_${randomBytes(9).toString('base64url')}`;
    const charge = { chargeId, idempotencyKey: request.idempotencyKey, amount: request.amount, description: request.description, last4: card.last4 };
    return { result: { status: 'paid', chargeId }, amount: request.amount, last4: card.last4, charge };
  };
  const keep = (charge: SandboxCharge | null): void => {
    if (!charge) return;
    ledger.push(charge);
    if (ledger.length > memory) ledger.splice(0, ledger.length - memory);
  };
  return {
    name: 'sandbox',
    // The key is loaded before any request's transaction (AppServices.prepare): inside one it would wait on PGlite's one connection.
    prepare: async () => {
      await keyOf();
    },
    tokenize: async (card) => tokenizeNow(card, options.clock.now(), await keyOf()),
    async charge(request) {
      const key = await keyOf();
      if (request.ledger) {
        let decided: SandboxCharge | null = null;
        const { result, fresh } = await chargeOnce(request.ledger, request.idempotencyKey, () => {
          const decision = decide(request, key);
          decided = decision.charge;
          return decision;
        });
        if (fresh) keep(decided);
        return result;
      }
      // Looked up and stored with no await between, so two calls with one key never both charge.
      const known = results.get(request.idempotencyKey);
      if (known) return known;
      const { result, charge } = decide(request, key);
      keep(charge);
      results.set(request.idempotencyKey, result);
      trim(results, memory);
      return result;
    },
    saveCard: async (request) => saveNow(request.token, await keyOf()),
    forgetCard: () => Promise.resolve(),
    charges: () => ledger,
  };
};
