import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, readPayments } from '../config.js';
import type { Db } from '../db/client.js';
import { cardGatewayOf, subscriptionProviderOf } from './from-config.js';

/** The sandbox loads its key lazily: building a gateway touches no database. */
const context = { clock: { now: () => 0 }, db: {} as Db };

describe('payment providers from the environment', () => {
  it('runs the sandbox card processor in local mode only: the embedded database, or PAYMENTS_SANDBOX=1', () => {
    const local = readPayments({});
    expect(local).toEqual({ stripe: undefined, paypal: undefined, sandbox: true });
    expect(cardGatewayOf(local, context)).toMatchObject({ name: 'sandbox' });
    expect(subscriptionProviderOf(local)).toBeUndefined();
    expect(readConfig({}, '/tmp').payments).toEqual(local);
    expect(readPayments({ DATABASE_URL: 'postgres://u@h/db', PAYMENTS_SANDBOX: '1' }).sandbox).toBe(true);
    expect(readPayments({ PAYMENTS_SANDBOX: '0' }).sandbox).toBe(false);
  });

  it('takes no card on PostgreSQL or under NODE_ENV=production without Stripe: no sandbox, no gateway', () => {
    for (const env of [{ DATABASE_URL: 'postgres://u@h/db' }, { NODE_ENV: 'production' }, { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db' }]) {
      const payments = readPayments(env);
      expect(payments.sandbox, JSON.stringify(env)).toBe(false);
      expect(cardGatewayOf(payments, context)).toBeNull();
    }
  });

  it('refuses to start with the sandbox under NODE_ENV=production, or beside Stripe', () => {
    expect(() => readConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' }, '/tmp')).toThrow(ConfigError);
    expect(() => readPayments({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' })).toThrow(/NODE_ENV=production/);
    expect(() => readPayments({ STRIPE_SECRET_KEY: 'sk_test_1', PAYMENTS_SANDBOX: '1' })).toThrow(ConfigError);
    expect(() => readPayments({ PAYMENTS_SANDBOX: 'yes' })).toThrow(ConfigError);
  });

  it('switches Stripe on with STRIPE_SECRET_KEY (webhook secret and API base optional)', () => {
    const payments = readPayments({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE: 'http://127.0.0.1:12111/' });
    expect(payments.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiBase: 'http://127.0.0.1:12111' });
    const gateway = cardGatewayOf(payments, context);
    expect(gateway).toMatchObject({ name: 'stripe', remote: true });
    expect(gateway?.tokenize).toBeUndefined();
    expect(gateway?.webhooks).toBeDefined();
    expect(cardGatewayOf(readPayments({ STRIPE_SECRET_KEY: 'rk_live_1' }), context)?.webhooks).toBeUndefined();
    expect(payments.sandbox).toBe(false);
  });

  it('switches PayPal on with its client id and secret, against its sandbox unless PAYPAL_API_BASE says otherwise', () => {
    expect(readPayments({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }).paypal).toEqual({ clientId: 'id', clientSecret: 'secret', apiBase: undefined });
    const live = readPayments({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_API_BASE: 'https://api-m.paypal.com' });
    expect(live.paypal?.apiBase).toBe('https://api-m.paypal.com');
    expect(subscriptionProviderOf(live)?.name).toBe('paypal');
    expect(subscriptionProviderOf(live)?.webhooks).toBeUndefined();
    const hooked = readPayments({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' });
    expect(hooked.paypal?.webhookId).toBe('WH-1');
    expect(subscriptionProviderOf(hooked)?.webhooks).toBeDefined();
  });

  it.each([
    ['a publishable key as the secret', { STRIPE_SECRET_KEY: 'pk_test_1' }],
    ['a webhook secret without a key', { STRIPE_WEBHOOK_SECRET: 'whsec_1' }],
    ['an API base that is not http(s)', { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_API_BASE: 'ftp://x' }],
    ['a PayPal id without its secret', { PAYPAL_CLIENT_ID: 'id' }],
    ['a PayPal secret without its id', { PAYPAL_CLIENT_SECRET: 'secret' }],
    ['a PayPal webhook id without the PayPal app', { PAYPAL_WEBHOOK_ID: 'WH-1' }],
  ])('refuses %s', (_title, env) => {
    expect(() => readPayments(env)).toThrow(ConfigError);
  });
});
