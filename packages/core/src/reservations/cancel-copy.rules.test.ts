import { describe, expect, it } from 'vitest';
import { cancelAmountText, cancelModalCopy, cancelRuleSentence, maxCancelsSentence } from './cancel-copy.rules.js';

describe('cancelRuleSentence (spec 2, Mis Reservaciones)', () => {
  it('states the window with the unit in Spanish, singular for one', () => {
    expect(cancelRuleSentence({ value: 12, unit: 'hours', allowCancel: true })).toBe(
      'Puedes cancelar tu clase hasta 12 horas antes de que empiece.',
    );
    expect(cancelRuleSentence({ value: 1, unit: 'hours', allowCancel: true })).toBe(
      'Puedes cancelar tu clase hasta 1 hora antes de que empiece.',
    );
  });

  it.each([
    [1, 'day', '1 día'],
    [2, 'days', '2 días'],
    [1, 'hour', '1 hora'],
    [3, 'hour', '3 horas'],
    [1, 'minutes', '1 minuto'],
    [30, 'minute', '30 minutos'],
    [1, 'seconds', '1 segundo'],
    [45, 'second', '45 segundos'],
    [1.5, 'hours', '1.5 horas'],
  ] as const)('reads %s %s as %s', (value, unit, text) => {
    expect(cancelAmountText(value, unit)).toBe(text);
  });

  it('says the classes are not cancellable when cancelling is off', () => {
    expect(cancelRuleSentence({ value: 12, unit: 'hours', allowCancel: false })).toBe(
      'Tus clases son transferibles y no son cancelables',
    );
  });

  it('allows cancelling any time before the start without a window', () => {
    const anyTime = 'Puedes cancelar tu clase en cualquier momento antes de que empiece.';
    expect(cancelRuleSentence({ value: null, unit: 'hours', allowCancel: true })).toBe(anyTime);
    expect(cancelRuleSentence({ value: 12, unit: null, allowCancel: true })).toBe(anyTime);
    expect(cancelRuleSentence({ value: 0, unit: 'hours', allowCancel: true })).toBe(anyTime);
  });
});

describe('maxCancelsSentence', () => {
  it('uses vez for one and veces for more', () => {
    expect(maxCancelsSentence(1)).toBe('Solo puedes cancelar hasta 1 vez por cada crédito de clase.');
    expect(maxCancelsSentence(3)).toBe('Solo puedes cancelar hasta 3 veces por cada crédito de clase.');
  });

  it('is null when no limit is set', () => {
    expect(maxCancelsSentence(null)).toBeNull();
    expect(maxCancelsSentence(undefined)).toBeNull();
    expect(maxCancelsSentence(0)).toBeNull();
  });
});

describe('cancelModalCopy (spec 2, Modal Cancelar Clase)', () => {
  const classDate = '2025-03-05T00:30:00Z'; // 4 March, 18:30 in Mexico City

  it('asks with the class type, date and time in the studio zone', () => {
    const copy = cancelModalCopy({ typeName: 'Barre', classDate, decision: { lateWarning: false } });
    expect(copy).toEqual({
      title: 'Cancelar Clase',
      body: 'Deseas cancelar tu clase de Barre del 04 mar 2025 a las 18:30?',
      warning: null,
      back: 'Regresar',
      confirm: 'Cancelar Clase',
    });
  });

  it('warns that the credit is kept on a late cancel', () => {
    const copy = cancelModalCopy({ typeName: 'Barre', classDate: new Date(classDate), decision: { lateWarning: true } });
    expect(copy.warning).toContain('no se te devolverá el crédito');
    expect(copy.body).toContain('04 mar 2025 a las 18:30');
  });
});
