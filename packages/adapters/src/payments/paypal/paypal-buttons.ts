import { appError, CHECKOUT_ERRORS, err, errorOf, messages, ok, PROVIDER_ERROR, type ProviderButtonsHandlers, type SubscriptionProviderPort } from '@estudio/core';
import type { PayPalButtonsComponentOptions, PayPalNamespace, PayPalScriptOptions } from '@paypal/paypal-js';

/** Loads the PayPal JS SDK (the real one is `loadScript` of `@paypal/paypal-js`). */
export type PayPalLoader = (options: PayPalScriptOptions) => Promise<PayPalNamespace | null>;

/** Options of `createPayPalButtons`. */
export interface PayPalButtonsOptions {
  /** The studio's PayPal client id (public). */
  readonly clientId: string;
  /** Replaces the script loader (tests). */
  readonly load?: PayPalLoader;
}

/** PayPal's own words for a failure ('' when it gave none: core then shows spec 8's default text). */
const messageOf = (error: unknown): string =>
  (error instanceof Error && error.message.trim()) || (typeof error === 'string' && error.trim()) || '';

/** Code of a provider whose script could not load or render (the server's own code for no provider): spec 8's default text. */
export const PROVIDER_UNAVAILABLE = CHECKOUT_ERRORS.providerUnavailable.code;

const loadFromPayPal: PayPalLoader = async (options) => {
  const { loadScript } = await import('@paypal/paypal-js');
  return loadScript(options);
};

/**
 * What the SDK needs for each kind: a one-off order is captured (intent
 * capture); a subscription needs the vault and intent subscription, so the
 * two kinds load the script with different options.
 */
const scriptOptions = (clientId: string, kind: 'order' | 'subscription'): PayPalScriptOptions =>
  kind === 'subscription'
    ? { clientId, currency: 'MXN', locale: 'es_MX', intent: 'subscription', vault: true }
    : { clientId, currency: 'MXN', locale: 'es_MX', intent: 'capture' };

/**
 * Starts the payment on our server and hands PayPal the id it needs; a
 * refusal of our server is thrown so PayPal closes its window, and reported
 * through `failed` with our server's own words.
 */
const startOrThrow = async (handlers: ProviderButtonsHandlers, key: 'orderID' | 'plan_id'): Promise<{ id: string; purchaseId: number | null }> => {
  const started = await handlers.start();
  const id = started.ok ? started.value[key] : null;
  if (!id || !started.ok) throw new Error(started.ok ? messages.checkout.default : started.error.message);
  return { id, purchaseId: started.value.purchase_id };
};

/** A subscription to the plan our server named, carrying our purchase as its custom_id (the server checks it at capture). */
const subscribe = async (handlers: ProviderButtonsHandlers, create: (body: { plan_id: string; custom_id?: string }) => Promise<string>) => {
  const { id, purchaseId } = await startOrThrow(handlers, 'plan_id');
  return create(purchaseId === null ? { plan_id: id } : { plan_id: id, custom_id: String(purchaseId) });
};

/** The SDK's button callbacks over our handlers. */
const buttonOptions = (kind: 'order' | 'subscription', handlers: ProviderButtonsHandlers): PayPalButtonsComponentOptions => ({
  style: { layout: 'vertical', label: kind === 'subscription' ? 'subscribe' : 'pay' },
  ...(kind === 'subscription'
    ? { createSubscription: (_data, actions) => subscribe(handlers, (body) => actions.subscription.create(body)) }
    : { createOrder: async () => (await startOrThrow(handlers, 'orderID')).id }),
  onApprove: (data) => {
    handlers.approved({ orderID: data.orderID ?? null, subscriptionID: data.subscriptionID ?? null });
    return Promise.resolve();
  },
  onCancel: () => handlers.cancelled(),
  onError: (error) => handlers.failed(messageOf(error)),
});

/**
 * The subscription payment provider port over PayPal's buttons (spec 7: 'A
 * subscription payment provider script is loaded at checkout'). The buyer
 * approves in PayPal's window; our server captures (POST /checkout/capture).
 */
export const createPayPalButtons = (options: PayPalButtonsOptions): SubscriptionProviderPort => ({
  name: 'paypal',
  async renderButtons(target, kind, handlers) {
    const paypal = await (options.load ?? loadFromPayPal)(scriptOptions(options.clientId, kind)).catch(() => null);
    if (!paypal?.Buttons) return err(errorOf(CHECKOUT_ERRORS.providerScriptUnavailable));
    const buttons = paypal.Buttons(buttonOptions(kind, handlers));
    try {
      await buttons.render(target as HTMLElement);
    } catch (error) {
      return err(appError(PROVIDER_ERROR, messageOf(error)));
    }
    return ok({ close: () => void buttons.close().catch(() => undefined) });
  },
});
