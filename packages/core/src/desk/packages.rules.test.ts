import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import { toCsv } from '../format/csv.rules.js';
import { attendeeCsvColumns, packageClassesText, packageKindText, packagePriceSummary } from './packages.rules.js';

const text = messages.deskPackages;
const base = { price: 1400, sale_price: null, allow_discount_over_sale_price: false };

describe('packagePriceSummary', () => {
  it('says the price alone without a sale', () => {
    const summary = packagePriceSummary(base);
    expect(summary).toMatchObject({ pays: 'El cliente paga $1,400.00.', sale: text.summaryNoSale, percentOff: null, free: false });
    expect(summary.discountBase).toBe('Los códigos de descuento se calculan sobre $1,400.00.');
  });

  it('gives the sale, its saving in whole percent, and where codes count from', () => {
    const sale = packagePriceSummary({ ...base, sale_price: 1200 });
    expect(sale.pays).toBe('El cliente paga $1,200.00.');
    expect(sale.sale).toBe('Oferta: $1,200.00 en lugar de $1,400.00 (14 % de descuento).');
    expect(sale.percentOff).toBe(14);
    expect(sale.discountBase).toContain('$1,400.00');
    expect(packagePriceSummary({ ...base, sale_price: 1200, allow_discount_over_sale_price: true }).discountBase).toContain('$1,200.00');
  });

  it('says a sale at or above the price, or of 0, is not applied, as the storefront does', () => {
    expect(packagePriceSummary({ ...base, sale_price: 1500 })).toMatchObject({ sale: text.summarySaleIgnored, percentOff: null, pays: 'El cliente paga $1,400.00.' });
    expect(packagePriceSummary({ ...base, sale_price: 0 })).toMatchObject({ sale: text.summaryNoSale, percentOff: null });
  });

  it('marks a free package', () => {
    expect(packagePriceSummary({ ...base, price: 0 })).toMatchObject({ free: true, percentOff: null });
  });
});

describe('the list texts', () => {
  it('reads classes, unlimited and validity', () => {
    expect(packageClassesText({ class_amount: -1, expiration_days: 30 })).toBe('Ilimitadas · 30 días de vigencia');
    expect(packageClassesText({ class_amount: 1, expiration_days: null })).toBe('1 clase');
    expect(packageClassesText({ class_amount: 8, expiration_days: null })).toBe('8 clases');
  });

  it('names the most specific kind', () => {
    const none = { is_subscription: false, is_special_event: false, is_online: false, is_trial: false };
    expect(packageKindText(none)).toBe(text.kindClasses);
    expect(packageKindText({ ...none, is_subscription: true, is_online: true })).toBe(text.kindSubscription);
    expect(packageKindText({ ...none, is_special_event: true, is_subscription: true })).toBe(text.kindEvent);
    expect(packageKindText({ ...none, is_trial: true })).toBe(text.kindTrial);
    expect(packageKindText({ ...none, is_online: true })).toBe(text.kindOnline);
  });
});

describe('attendeeCsvColumns', () => {
  it("writes one attendee a line in the studio's zone, statuses in Spanish and formulas escaped", () => {
    const csv = toCsv(attendeeCsvColumns('America/Mexico_City'), [
      { purchase_id: 1, customer_id: 7, name: 'Ana', last_name: 'Ruiz', email: 'ana@x.mx', status: 'active', created_at: '2026-03-01T18:30:00.000Z' },
      { purchase_id: 2, customer_id: 8, name: '=HYPERLINK("x")', last_name: null, email: 'b@x.mx', status: 'pending', created_at: '2026-03-02T01:00:00.000Z' },
    ]);
    const lines = csv.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('ID,Nombre,Correo,Estado,Compra');
    expect(lines[1]).toMatch(/^7,Ana Ruiz,ana@x\.mx,Activa,01 [A-Za-z]+ 2026 12:30/);
    expect(lines[2]).toMatch(/^8,"'=HYPERLINK\(""x""\)",b@x\.mx,Pendiente,01 /);
  });
});
