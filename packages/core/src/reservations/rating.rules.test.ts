import { describe, expect, it } from 'vitest';
import { RESERVATION_CODES } from './cancel.rules.js';
import { canRate, ratingModalCopy, ratingStarLabel, ratingSubmittable, validateRating, type RatableReservation } from './rating.rules.js';

const NOW = Date.UTC(2025, 0, 6, 15, 0);
const attended: RatableReservation = {
  deletedAt: null,
  is_cash: false,
  is_paid: true,
  attend: true,
  classDate: new Date(NOW - 3_600_000),
  class_stars: null,
  coach_stars: null,
};
const on = { enabled: true };

describe('canRate (spec 4, Rating)', () => {
  it('offers rating for an attended, unrated reservation when rating is on', () => {
    expect(canRate(attended, NOW, on)).toBe(true);
  });

  it('does not offer it when reservation_rating_enabled is off', () => {
    expect(canRate(attended, NOW, { enabled: false })).toBe(false);
  });

  it('does not offer it once rated, even with the optional class stars left empty', () => {
    expect(canRate({ ...attended, class_stars: 4 }, NOW, on)).toBe(false);
    expect(canRate({ ...attended, coach_stars: 5 }, NOW, on)).toBe(false);
  });

  it('offers it only for Exitosa', () => {
    expect(canRate({ ...attended, attend: false }, NOW, on)).toBe(false);
    expect(canRate({ ...attended, deletedAt: '2025-01-01' }, NOW, on)).toBe(false);
    expect(canRate({ ...attended, is_cash: true, is_paid: false }, NOW, on)).toBe(false);
    expect(canRate({ ...attended, attend: null, classDate: new Date(NOW + 3_600_000) }, NOW, on)).toBe(false);
  });
});

describe('validateRating (spec 5, Rating)', () => {
  it('accepts coach stars alone', () => {
    expect(validateRating({ coach_stars: 5 })).toEqual({ ok: true, value: { class_stars: null, coach_stars: 5, comment: null } });
  });

  it('keeps class stars and a trimmed comment', () => {
    expect(validateRating({ class_stars: 1, coach_stars: 3, comment: '  Muy bien  ' })).toEqual({
      ok: true,
      value: { class_stars: 1, coach_stars: 3, comment: 'Muy bien' },
    });
    expect(validateRating({ coach_stars: 3, comment: '   ' })).toMatchObject({ ok: true, value: { comment: null } });
  });

  it('requires coach stars', () => {
    const result = validateRating({ class_stars: 4, comment: 'hola' });
    expect(result).toMatchObject({ ok: false, error: { code: RESERVATION_CODES.ratingCoachRequired } });
  });

  it.each([0, 6, 2.5, -1, Number.NaN])('refuses %s stars', (stars) => {
    expect(validateRating({ coach_stars: stars })).toMatchObject({ ok: false, error: { code: RESERVATION_CODES.ratingInvalid } });
    expect(validateRating({ coach_stars: 4, class_stars: stars })).toMatchObject({
      ok: false,
      error: { message: 'La calificación debe ser de 1 a 5 estrellas.' },
    });
  });

  it('refuses a comment longer than 1000 characters', () => {
    expect(validateRating({ coach_stars: 4, comment: 'a'.repeat(1000) }).ok).toBe(true);
    expect(validateRating({ coach_stars: 4, comment: 'a'.repeat(1001) })).toMatchObject({
      ok: false,
      error: { code: RESERVATION_CODES.ratingCommentTooLong },
    });
  });
});

describe('rating modal', () => {
  it('shows the comment and the submit button only after coach stars', () => {
    expect(ratingSubmittable({ class_stars: 5 })).toBe(false);
    expect(ratingSubmittable({ coach_stars: 2 })).toBe(true);
  });

  it('has the spec texts', () => {
    expect(ratingModalCopy()).toMatchObject({ title: 'Calificar Clase', submit: 'Calificar', cancel: 'Cancelar' });
    expect(ratingStarLabel(3)).toBe('3 de 5 estrellas');
  });
});
