import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/index.js';
import { recordRenewalFailed, recordRenewalPaid, endSubscription } from '../src/purchases/renewal.js';
import { adminToken, newBuyer } from './http/support/booking.js';
import { attempt, CARDS, makePackage, purchaseRecord, tokenOfCard } from './http/support/checkout.js';
import { onEachDatabase } from './http/support/harness.js';
import { cashRenewalMail } from '../src/notify/cash-renewal.mail.js';
import { creditsExpiringMail } from '../src/notify/credits-expiring.mail.js';
import { purchaseReceiptMail } from '../src/notify/purchase-receipt.mail.js';
import { renewalFailedMail } from '../src/notify/renewal-failed.mail.js';
import { renewalPaidMail } from '../src/notify/renewal-paid.mail.js';

/** Her mails with this idempotency key. */
const mailsKeyed = (db: Parameters<typeof purchaseRecord>[0], key: string) => db.select().from(outbox).where(eq(outbox.dedupe_key, key));

onEachDatabase('purchase receipts and the renewal API (issue 17)', (h) => {
  describe('purchase receipts', () => {
    it('a card purchase: her receipt once, in the words of /gracias', async () => {
      const buyer = await newBuyer(h());
      const pkg = await makePackage(h().db, { price: '650.00', class_amount: 10, expiration_days: 30 });
      const card = await tokenOfCard(h(), CARDS.paid);
      const answer = await attempt(h(), buyer.token, { class_package_id: pkg.class_package_id, payment_method: 'card', card_token: card });
      expect(answer.status, answer.text).toBe(200);
      const id = Number(answer.body.purchase_id);
      const [mail, ...more] = await mailsKeyed(h().db, `purchase-receipt:${id}`);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ recipient: buyer.customer.email, topic: 'payments', subject: `Recibo de tu compra: Orden #00${id}` });
      for (const part of [`Orden #00${id}`, pkg.title, 'Total Pagado: $650', 'Estado: Completada', 'Clases: 10 clases', 'Tus beneficios vencen en 30 días.', `/gracias/${id}`]) {
        expect(mail?.body).toContain(part);
      }
      expect(mail?.body).not.toContain('BBVA');
    });

    it('cash: the instructions with the studio\'s bank details at once, the receipt when an admin marks it paid, once', async () => {
      const buyer = await newBuyer(h());
      const pkg = await makePackage(h().db, { price: '400.00', class_amount: 4 });
      const answer = await attempt(h(), buyer.token, { class_package_id: pkg.class_package_id, payment_method: 'cash' });
      expect(answer.status, answer.text).toBe(200);
      const id = Number(answer.body.purchase_id);
      const [instructions] = await mailsKeyed(h().db, `purchase-instructions:${id}`);
      expect(instructions?.subject).toBe(`Orden #00${id}: datos para pagar en efectivo`);
      for (const part of ['Estado: Pendiente', 'Banco: BBVA México', 'Tarjeta: 4152 3136 0000 1234', 'Número de cuenta: 012 180 0012 3456 7890', 'Titular: Estudio Demo S.A. de C.V.']) {
        expect(instructions?.body).toContain(part);
      }
      expect(await mailsKeyed(h().db, `purchase-receipt:${id}`)).toEqual([]);
      const admin = await adminToken(h());
      expect((await h().request('PUT', `/api/purchases/${id}/paid`, { token: admin })).status).toBe(200);
      expect((await h().request('PUT', `/api/purchases/${id}/paid`, { token: admin })).status).toBe(200);
      const receipts = await mailsKeyed(h().db, `purchase-receipt:${id}`);
      expect(receipts).toHaveLength(1);
      expect(receipts[0]?.body).toContain('Estado: Completada');
      expect(receipts[0]?.body).toContain('Banco: BBVA México');
    });

    it('a free trial: the receipt reads $0 and the next charge after the trial', async () => {
      const buyer = await newBuyer(h());
      const pkg = await makePackage(h().db, {
        price: '900.00', class_amount: 8, is_subscription: true, subscription_period: 'month', subscription_interval: 1, free_trial_length: 7, free_trial_period: 'day',
      });
      const card = await tokenOfCard(h(), CARDS.paid);
      const answer = await attempt(h(), buyer.token, { class_package_id: pkg.class_package_id, payment_method: 'card', card_token: card });
      const id = Number(answer.body.purchase_id);
      const [mail] = await mailsKeyed(h().db, `purchase-receipt:${id}`);
      for (const part of ['Total Pagado: $0', 'Estado: Activa', 'Tus beneficios se renuevan cada mes.', 'Próximo cargo:']) expect(mail?.body).toContain(part);
    });
  });

  describe('the renewal API the providers\' webhooks share', () => {
    it('records a paid renewal once per provider reference; a failure and an end likewise', async () => {
      const buyer = await newBuyer(h());
      const pkg = await makePackage(h().db, { price: '300.00', class_amount: 2, is_subscription: true, subscription_period: 'month', subscription_interval: 1 });
      const answer = await attempt(h(), buyer.token, { class_package_id: pkg.class_package_id, payment_method: 'cash' });
      const id = Number(answer.body.purchase_id);
      const admin = await adminToken(h());
      expect((await h().request('PUT', `/api/purchases/${id}/paid`, { token: admin })).status).toBe(200);
      const services = h().services;
      const now = h().clock.now();
      const paid = { purchaseId: id, amount: 300, provider: 'stripe', providerRef: `in_test_${id}`, paidAt: now };
      const first = await h().db.transaction((tx) => recordRenewalPaid(tx, services, paid));
      const again = await h().db.transaction((tx) => recordRenewalPaid(tx, services, paid));
      expect(first.kind).toBe('recorded');
      expect(again).toEqual({ kind: 'already', invoiceId: first.kind === 'recorded' ? first.invoiceId : -1 });
      let record = await purchaseRecord(h().db, id);
      expect(record.invoices.filter((invoice) => invoice.provider === 'stripe')).toHaveLength(1);
      expect(record.credits).toHaveLength(2);
      // A provider's purchase is not renewed by this server: no card kept, no next charge of ours.
      expect(record.purchase).toMatchObject({ status: 'active', renewal_source: null, next_charge_at: null });
      expect(await h().db.select().from(outbox).where(like(outbox.dedupe_key, `renewal-paid:%`))).not.toHaveLength(0);

      const failed = { purchaseId: id, amount: 300, provider: 'stripe', providerRef: `in_fail_${id}`, failedAt: now, retryAt: now + 3 * 86_400_000 };
      await h().db.transaction((tx) => recordRenewalFailed(tx, services, failed));
      await h().db.transaction((tx) => recordRenewalFailed(tx, services, failed));
      record = await purchaseRecord(h().db, id);
      expect(record.invoices.filter((invoice) => invoice.status === 'failed')).toHaveLength(1);
      // The provider retries on its own: the purchase stays active until it says the subscription ended.
      expect(record.purchase?.status).toBe('active');
      const [failedInvoice] = record.invoices.filter((invoice) => invoice.status === 'failed');
      const [notice] = await mailsKeyed(h().db, `renewal-failed:${failedInvoice?.invoice_id}`);
      expect(notice?.body).toContain('Intentaremos cobrarlo de nuevo el');

      const end = { purchaseId: id, status: 'cancelled' as const, endedAt: now, reason: 'Cancelada en Stripe' };
      expect(await h().db.transaction((tx) => endSubscription(tx, end))).toBe(true);
      expect(await h().db.transaction((tx) => endSubscription(tx, end))).toBe(false);
      record = await purchaseRecord(h().db, id);
      expect(record.purchase).toMatchObject({ status: 'cancelled', cancel_reason: 'Cancelada en Stripe' });
      const periodEnd = record.purchase?.period_end?.getTime() ?? 0;
      for (const credit of record.credits) expect(credit.expiration_date?.getTime()).toBeLessThanOrEqual(periodEnd);
    });
  });
});

describe('the payment notices name their WhatsApp template, with one-line parameters (docs/contexts/notices.md)', () => {
  const customer = { email: 'ana@example.com', name: 'Ana' };
  const zone = 'America/Mexico_City';
  const link = 'https://estudio.example/mystudio/pagos';
  const at = new Date(Date.UTC(2026, 2, 5, 18));
  it('renewal_paid, renewal_failed, credits_expiring, cash_renewal_due, purchase_receipt and purchase_instructions', () => {
    const mails = [
      renewalPaidMail({ customer, customerId: 7, invoiceId: 3, title: 'Mensual', amount: 700, paidAt: at, nextCharge: at, zone, link }),
      renewalFailedMail({ customer, customerId: 7, invoiceId: 4, title: 'Mensual', amount: 700, retryAt: at, ended: false, zone, link, cardsLink: null }),
      creditsExpiringMail({ customer, customerId: 7, day: '2026-03-05', expiresAt: at, classes: 3, titles: ['Paquete 5'], zone, link }),
      cashRenewalMail({ customer, customerId: 7, invoiceId: 5, title: 'Mensual', amount: 700, periodEnd: at, deadline: at, bank: [], instructions: '', zone, link }),
    ];
    expect(mails.map((mail) => mail.whatsapp?.template)).toEqual(['renewal_paid', 'renewal_failed', 'credits_expiring', 'cash_renewal_due']);
    for (const mail of mails) {
      expect(mail.whatsapp?.params[0]).toBe('Ana');
      for (const param of mail.whatsapp?.params ?? []) expect(param).not.toMatch(/\n/);
    }
    expect(mails[0]?.whatsapp?.params).toContain('$700');
    const purchase = {
      purchase_id: 12, title: 'Mensual', status: 'pending', total_payment: '700.00', class_amount: 8, created_at: at.toISOString(), createdAt: at.toISOString(),
      payment_method: null, subscription_period: null, subscription_interval: null,
    } as unknown as Parameters<typeof purchaseReceiptMail>[0]['purchase'];
    const receipt = purchaseReceiptMail({ kind: 'paid', customer, customerId: 7, purchase, bank: [], now: at.getTime(), zone, link });
    const instructions = purchaseReceiptMail({ kind: 'instructions', customer, customerId: 7, purchase, bank: [], now: at.getTime(), zone, link });
    expect([receipt.whatsapp?.template, instructions.whatsapp?.template]).toEqual(['purchase_receipt', 'purchase_instructions']);
    expect(receipt.whatsapp?.params).toEqual(['Ana', 'Mensual', 'Orden #0012', '$700', link]);
  });
});
