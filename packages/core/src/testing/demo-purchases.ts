import type { PaymentMethod } from '../api/schemas/purchases.schemas.js';
import { demoCustomerIds, demoFixtures } from './demo-fixtures.js';
import type { FakeInvoice, FakePurchase, FakeSavedCard } from './fake-api.checkout-state.js';

/**
 * The contract's demo payment methods, as the server's demo seed holds them
 * (packages/server/src/db/seed/demo/packages.data.ts): 'Efectivo' (cash)
 * and 'Tarjeta de crédito o débito' (card).
 */
export const demoPaymentMethods: readonly PaymentMethod[] = [
  {
    payment_method_id: 1, name: 'Efectivo', kind: 'cash', available: true,
    description: 'Paga en recepción o por transferencia.',
    instructions: '<p>Paga en la recepción del estudio o haz una transferencia con los datos bancarios y envía tu comprobante por WhatsApp.</p>',
  },
  {
    payment_method_id: 2, name: 'Tarjeta de crédito o débito', kind: 'card', available: true,
    description: 'Visa, Mastercard y American Express.',
    instructions: '<p>Tu pago se procesa de forma segura. El cargo aparecerá como ESTUDIO DEMO.</p>',
  },
];

const DAY = 86_400_000;

/**
 * The demo's purchases around `now`: the member with credits bought the
 * 10-class pack by card 5 days ago (purchase 1, whose credits the demo
 * schedule holds), with its charge.
 */
export const demoPurchases = (now: number): { purchases: FakePurchase[]; invoices: FakeInvoice[] } => {
  const at = new Date(now - 5 * DAY).toISOString();
  const card = demoPaymentMethods[1];
  const socia = demoCustomerIds.socia;
  const purchase: FakePurchase = {
    purchase_id: 1, customer_id: socia, title: 'Paquete 10 clases',
    class_package: { class_package_id: 3, title: 'Paquete 10 clases', is_online: false }, class_package_id: 3,
    amount: 1400, total_payment: 1200, status: 'completed', class_amount: 10,
    createdAt: at, created_at: at, updatedAt: at, cancelledAt: null,
    customer: { email: demoFixtures.accounts.socia.email },
    payment_method: card ? { name: card.name, instructions: card.instructions, kind: card.kind } : null,
    payment_method_id: card?.payment_method_id ?? null,
    subscription_id: null, subscription_period: null, subscription_interval: null, expiration_days: 60,
    free_trial_length: null, free_trial_period: null, is_gift: false,
  };
  const invoice: FakeInvoice = {
    invoice_id: 1, customer_id: socia, purchase_id: 1, title: purchase.title, total_payment: 1200, status: 'completed',
    created_at: at, createdAt: at, subscription_period: null, subscription_interval: null, purchase_status: 'completed',
  };
  return { purchases: [purchase], invoices: [invoice] };
};

/** The token behind the socia's saved card: the contract's 4242 card, so it pays at checkout. */
export const DEMO_SAVED_CARD_TOKEN = 'tok_demo_socia_4242';

/**
 * The demo's saved cards around `now`, as the server's demo seed holds
 * them (purchases.seed.ts): the socia keeps her Visa ending 4242 since she
 * bought her pack, payment source 1. `cardTokens` lets the sandbox charge it.
 */
export const demoSavedCards = (now: number): { savedCards: FakeSavedCard[]; cardTokens: Record<string, string> } => ({
  savedCards: [
    {
      payment_source_id: 1, customer_id: demoCustomerIds.socia, token_id: DEMO_SAVED_CARD_TOKEN, card_type: 'visa',
      last_digits: '4242', source_id: 'card_demo_socia_4242', created_at: new Date(now - 5 * DAY).toISOString(),
    },
  ],
  cardTokens: { [DEMO_SAVED_CARD_TOKEN]: '4242424242424242' },
});
