import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addAlert, AUTO_HIDE_MS, dismissAlert, shouldShowAlert, type AlertItem } from './alerts.rules.js';

describe('shouldShowAlert', () => {
  it('suppresses texts that mention 401 or 400', () => {
    expect(shouldShowAlert('Request failed with status code 401')).toBe(false);
    expect(shouldShowAlert('Error 400: Bad Request')).toBe(false);
  });

  it('shows other texts and hides empty ones', () => {
    expect(shouldShowAlert('Lo sentimos, hubo un error al mostrar este contenido.')).toBe(true);
    expect(shouldShowAlert('Error 404')).toBe(true);
    expect(shouldShowAlert('  ')).toBe(false);
  });

  it('never shows a text containing 401 or 400, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('401', '400'), fc.string(), (before, code, after) => !shouldShowAlert(before + code + after)),
    );
  });
});

describe('alert list', () => {
  const error: AlertItem = { id: 1, kind: 'error', message: 'Falló' };

  it('hides errors after 5000 ms and successes after 3000 ms', () => {
    expect(AUTO_HIDE_MS).toEqual({ error: 5000, success: 3000 });
  });

  it('adds, skips duplicates of the same kind and removes by id', () => {
    const one = addAlert([], error);
    expect(addAlert(one, { ...error, id: 2 })).toBe(one);
    const two = addAlert(one, { id: 3, kind: 'success', message: 'Falló' });
    expect(two).toHaveLength(2);
    expect(dismissAlert(two, 1)).toEqual([{ id: 3, kind: 'success', message: 'Falló' }]);
  });

  it('does not add a suppressed text', () => {
    expect(addAlert([], { id: 1, kind: 'error', message: 'status 401' })).toEqual([]);
  });
});
