import { CHECKOUT_ERRORS, type Routes } from '@estudio/core';
import { failure } from '../../http/errors.js';
import type { Handler } from '../handler.js';
import { cardRefusal } from './refusals.js';

/**
 * POST /sandbox/card_tokens (public, rate-limited per client IP): the
 * sandbox processor tokenises a card typed in the browser (the contract's
 * 'Test cards'). A malformed number or CVC is 400 with a code containing
 * 'formatted', a past expiry 402 expired_card, each with core's Spanish
 * text. With a real provider configured there is nothing here (404): its
 * own script tokenises, and card numbers never reach this server.
 */
const tokenize: Handler<Routes['sandboxCardToken']> = async ({ body, services }) => {
  const { tokenize: sandbox } = services.payments;
  if (!sandbox) return failure(CHECKOUT_ERRORS.sandboxDisabled);
  const result = await sandbox(body);
  if (!result.ok) return cardRefusal(result.refusal);
  return { card_token: result.card };
};

/** The sandbox processor's tokenisation. */
export const cardTokenHandlers = { sandboxCardToken: tokenize };
