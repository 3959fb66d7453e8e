import { and, asc, eq } from 'drizzle-orm';
import { CHECKOUT_ERRORS, checkoutErrorMessage, messages, type Routes } from '@estudio/core';
import { paymentSources } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import type { GatewayRefusal } from '../../payments/gateway.js';
import { providerCustomerOf, rememberProviderCustomer } from '../checkout/provider-records.js';
import { checkoutRefusals } from '../checkout/refusals.js';
import { idParam, type HandlerContext } from '../handler.js';
import { callerCustomer } from '../shared/caller-customer.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import type { PaymentSourceRow } from './views.js';

/** The 404 of a saved card that does not exist or is someone else's (ids reveal nothing). */
const savedCardNotFound = (): ApiFailure => failure(CHECKOUT_ERRORS.savedCardMissing);

/**
 * The processor's refusal to keep a card: a declining card's 402 reads
 * spec 8's card text for its code; a token it cannot read (400) says so,
 * not the checkout's 'No has seleccionado un método de pago.'.
 */
const saveRefusal = (refusal: GatewayRefusal): ApiFailure => {
  const cardText = checkoutErrorMessage({ code: refusal.code }, { flow: 'card' });
  const text = cardText === messages.checkout.default ? messages.checkoutApi.cardTokenInvalid : cardText;
  return failure({ ...refusal, message: text });
};

/** The caller's own saved cards, oldest first. */
export const ownSources = async (ctx: Pick<HandlerContext<Routes['savedCardsMine']>, 'db' | 'caller'>): Promise<PaymentSourceRow[]> => {
  const customer = await callerCustomer(ctx);
  return ctx.db.select().from(paymentSources)
    .where(eq(paymentSources.customer_id, customer.customer_id))
    .orderBy(asc(paymentSources.created_at), asc(paymentSources.payment_source_id));
};

/**
 * Saves the caller's card (payment_sources_enabled only, else 412): the
 * processor turns the browser's one-time token into a reusable source, and
 * only its id, brand and last digits are kept (the processor's, not the
 * body's); the one-time token is spent and not stored (`token_id` null). A
 * card the processor would decline is refused with its 402 and code, a token
 * it cannot read with 400; nothing is written. The same source saved again
 * answers the card already kept. `saveCard` in the body is not read: saving
 * is what this call is for (the customer's screen always sends true). Its
 * handlers open their own transaction (`ownTransactions`): `ctx.db` is the
 * pool, so no lock is held while the processor answers.
 */
export const saveSource = async (
  ctx: Pick<HandlerContext<Routes['savedCardSave']>, 'db' | 'caller' | 'body' | 'services' | 'now'>,
): Promise<PaymentSourceRow> => {
  const { db, body, services, now } = ctx;
  const config = await loadStudioConfig(db);
  if (!config.commerce.paymentSourcesEnabled) throw checkoutRefusals.savedCardsDisabled();
  const customer = await callerCustomer(ctx);
  // Her record at the provider (a Stripe Customer): every card of hers hangs on the same one.
  const provider = services.payments.name;
  const providerCustomerId = await providerCustomerOf(db, provider, customer.customer_id);
  // The processor is called with no transaction open (a networked one may take seconds); what it kept is written after.
  const result = await services.payments.saveCard({ token: body.token_id, customerId: customer.customer_id, email: customer.email, providerCustomerId });
  if (!result.ok) throw saveRefusal(result.refusal);
  const { source } = result;
  return services.db.transaction(async (tx) => {
    await rememberProviderCustomer(tx, { provider, customerId: customer.customer_id, providerCustomerId: source.providerCustomerId, now });
    const mine = eq(paymentSources.customer_id, customer.customer_id);
    const [kept] = await tx.select().from(paymentSources).where(and(mine, eq(paymentSources.source_id, source.sourceId)));
    if (kept) return kept;
    const [row] = await tx.insert(paymentSources).values({
      customer_id: customer.customer_id, source_id: source.sourceId, token_id: null,
      card_type: source.brand, last_digits: source.last4, created_at: new Date(now),
    }).returning();
    if (!row) throw new Error('The saved card was not written');
    return row;
  });
};

/**
 * Deletes one of the caller's saved cards (someone else's, or none: 404),
 * whatever payment_sources_enabled says: a customer can always remove what
 * the studio keeps of her cards. Then the processor forgets the source; if
 * it fails to, our row is gone all the same (nothing charges it from here).
 * Its handlers open their own transaction too: the delete is one statement,
 * committed before the processor is called.
 */
export const deleteSource = async (ctx: Pick<HandlerContext<Routes['savedCardDelete']>, 'db' | 'caller' | 'params' | 'services'>): Promise<void> => {
  const id = idParam(ctx);
  const customer = await callerCustomer(ctx);
  const [row] = await ctx.db.delete(paymentSources)
    .where(and(eq(paymentSources.payment_source_id, id), eq(paymentSources.customer_id, customer.customer_id)))
    .returning();
  if (!row) throw savedCardNotFound();
  try {
    await ctx.services.payments.forgetCard(row.source_id);
  } catch (error) {
    ctx.services.logger.error(`The card processor did not forget saved card ${row.payment_source_id}`, error);
  }
};
