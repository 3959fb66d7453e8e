import { randomBytes } from 'node:crypto';
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

/**
 * A token for a card: its outcome, brand and last digits in base64url JSON,
 * then a random nonce so two tokenisations of one card differ. The token
 * carries what charging needs, so a server restart loses nothing and a saved
 * card's token charges months later. It is no secret: the sandbox moves no
 * money, and a customer who forged one could as well have typed 4242.
 */
export const encodeSandboxToken = (card: SandboxCard, nonce = randomBytes(6).toString('base64url')): string => {
  const payload = Buffer.from(JSON.stringify({ o: card.outcome, b: card.brand, l: card.last4 })).toString('base64url');
  return `${SANDBOX_TOKEN_PREFIX}${payload}.${nonce}`;
};

const parsePayload = (text: string): unknown => {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
};

/** The card a sandbox token stands for, or null when the text is not a token the sandbox made. */
export const decodeSandboxToken = (token: string): SandboxCard | null => {
  if (!token.startsWith(SANDBOX_TOKEN_PREFIX)) return null;
  const [payload = '', nonce, ...rest] = token.slice(SANDBOX_TOKEN_PREFIX.length).split('.');
  if (nonce === undefined || rest.length > 0) return null;
  const value = parsePayload(payload);
  if (!value || typeof value !== 'object') return null;
  const { o, b, l } = value as Record<string, unknown>;
  if (typeof o !== 'string' || !OUTCOMES.includes(o)) return null;
  if (typeof b !== 'string' || !BRANDS.includes(b)) return null;
  if (typeof l !== 'string' || !LAST4.test(l)) return null;
  return { outcome: o as SandboxOutcome, brand: b as CardBrand, last4: l };
};
