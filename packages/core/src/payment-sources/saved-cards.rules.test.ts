import { describe, expect, it } from 'vitest';
import { parseStudioConfig } from '../config/config.parse.js';
import { removeCardQuestion, savedCardBody, savedCardsEnabled, savedCardText, savedCardView } from './saved-cards.rules.js';

describe('saved cards (spec 3 Saved card)', () => {
  it("reads '{brand} terminación {digits}' for both of the spec's shapes", () => {
    expect(savedCardText({ card_type: 'visa', last_digits: '4242' })).toBe('Visa terminación 4242');
    expect(savedCardText({ card_type: 'mastercard', last_digits: '4444' })).toBe('Mastercard terminación 4444');
    expect(savedCardText({ card_type: 'amex', last_digits: '0005' })).toBe('American Express terminación 0005');
    expect(savedCardText({ card_type: 'Visa', last_digits: '4242' })).toBe('Visa terminación 4242');
  });

  it("names a brand the processor leaves as 'other' plainly", () => {
    expect(savedCardText({ card_type: 'other', last_digits: '1234' })).toBe('Tarjeta terminación 1234');
    expect(savedCardText({ card_type: 'toString', last_digits: '1234' })).toBe('Tarjeta terminación 1234');
  });

  it("shows a card in the list with the day it was added, in the studio's zone", () => {
    const card = { payment_source_id: 7, card_type: 'visa', last_digits: '4242', created_at: '2026-03-06T01:00:00Z' };
    expect(savedCardView(card, 'America/Mexico_City')).toEqual({ id: 7, label: 'Visa terminación 4242', addedOn: 'Agregada el 05 mar 2026' });
    expect(savedCardView({ ...card, created_at: null }).addedOn).toBeNull();
  });

  it('turns a tokenised card into the body of POST /metodosPago', () => {
    expect(savedCardBody({ token: 'tok_1', brand: 'visa', last4: '4242' })).toEqual({
      token_id: 'tok_1', card_type: 'visa', last_digits: '4242', saveCard: true,
    });
    expect(savedCardBody({ token: 'tok_2', brand: 'AMEX', last4: '0005' }).card_type).toBe('amex');
    expect(savedCardBody({ token: 'tok_3', brand: 'discover', last4: '1117' }).card_type).toBe('mastercard');
  });

  it('exists only with payment_sources_enabled', () => {
    expect(savedCardsEnabled(parseStudioConfig([{ key: 'payment_sources_enabled', value: 'true' }]))).toBe(true);
    expect(savedCardsEnabled(parseStudioConfig([{ key: 'payment_sources_enabled', value: 'false' }]))).toBe(false);
    expect(savedCardsEnabled(parseStudioConfig([]))).toBe(false);
  });

  it('asks before deleting, naming the card', () => {
    expect(removeCardQuestion(savedCardView({ payment_source_id: 1, card_type: 'visa', last_digits: '4242' }))).toBe('¿Deseas eliminar tu Visa terminación 4242? Ya no podrás pagar con ella.');
  });
});
