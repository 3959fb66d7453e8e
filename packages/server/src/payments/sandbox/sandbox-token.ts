import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CardBrand } from '@estudio/core';
import type { SandboxOutcome } from './test-cards.js';
import { OUTCOME_CODES } from './test-cards.js';

/** Every sandbox token starts so; anything else is not one of ours. */
export const SANDBOX_TOKEN_PREFIX = 'tok_sandbox_';

/** What a sandbox token stands for: how charging it ends, and what a receipt shows. Never the number or the CVC. */
export interface SandboxCard {
  readonly outcome: SandboxOutcome;
  readonly brand: CardBrand;
  readonly last4: string;
}

const BRANDS: readonly string[] = ['amex', 'visa', 'mastercard'] satisfies CardBrand[];
const OUTCOMES: readonly string[] = ['paid', ...Object.keys(OUTCOME_CODES)];
const LAST4 = /^\d{4}$/;

const signatureOf = (key: Uint8Array, signed: string): Buffer => createHmac('sha256', key).update(signed).digest();

/**
 * A token for a card: its outcome, brand and last digits in base64url JSON,
 * a random nonce so two tokenisations of one card differ, and an HMAC-SHA256
 * of both with the server's key. The token carries what charging needs, so a
 * server restart loses nothing and a saved card's token charges months
 * later; the signature makes one typed by hand ('paid' for a declining card,
 * or any card at all) worthless.
 */
export const encodeSandboxToken = (card: SandboxCard, key: Uint8Array, nonce = randomBytes(6).toString('base64url')): string => {
  const payload = Buffer.from(JSON.stringify({ o: card.outcome, b: card.brand, l: card.last4 })).toString('base64url');
  const signed = `${payload}.${nonce}`;
  return `${SANDBOX_TOKEN_PREFIX}${signed}.${signatureOf(key, signed).toString('base64url')}`;
};

const parsePayload = (text: string): unknown => {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
};

const signedBy = (key: Uint8Array, signed: string, signature: string): boolean => {
  const expected = signatureOf(key, signed);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** The card a sandbox token stands for, or null when the text is not a token this key signed. */
export const decodeSandboxToken = (token: string, key: Uint8Array): SandboxCard | null => {
  if (!token.startsWith(SANDBOX_TOKEN_PREFIX)) return null;
  const [payload = '', nonce, signature, ...rest] = token.slice(SANDBOX_TOKEN_PREFIX.length).split('.');
  if (nonce === undefined || signature === undefined || rest.length > 0) return null;
  if (!signedBy(key, `${payload}.${nonce}`, signature)) return null;
  const value = parsePayload(payload);
  if (!value || typeof value !== 'object') return null;
  const { o, b, l } = value as Record<string, unknown>;
  if (typeof o !== 'string' || !OUTCOMES.includes(o)) return null;
  if (typeof b !== 'string' || !BRANDS.includes(b)) return null;
  if (typeof l !== 'string' || !LAST4.test(l)) return null;
  return { outcome: o as SandboxOutcome, brand: b as CardBrand, last4: l };
};
