import { describe, expect, it } from 'vitest';
import { videoFixture } from '../testing/video-fixture.js';
import { emptyLibraryMessage, libraryTitle, modeLabel, purchaseNeeded, splitFeatured, videoFailureMessage } from './library.rules.js';

describe('the online videos screen (spec 2)', () => {
  it("is titled with the business name plus 'Online'", () => {
    expect(libraryTitle('Estudio Demo')).toBe('Estudio Demo Online');
    expect(libraryTitle('  ')).toBe('Online');
  });

  it("reads 'Estás viendo: …' only in the favourites and completed modes", () => {
    expect(modeLabel('all')).toBeNull();
    expect(modeLabel('favorites')).toBe('Estás viendo: Tus clases Favoritas');
    expect(modeLabel('completed')).toBe('Estás viendo: Tus clases Completadas');
  });

  it('features the first favourite of the first page, else its first video, and grids the rest in order', () => {
    const page = [videoFixture(9), videoFixture(8, { favorite: 1 }), videoFixture(7, { favorite: 1 })];
    const split = splitFeatured(page);
    expect(split.featured?.video_id).toBe(8);
    expect(split.rest.map((v) => v.video_id)).toEqual([9, 7]);
    const plain = splitFeatured([videoFixture(3), videoFixture(2)]);
    expect(plain.featured?.video_id).toBe(3);
    expect(plain.rest.map((v) => v.video_id)).toEqual([2]);
  });

  it('features nothing on an empty page or on later pages', () => {
    expect(splitFeatured([])).toEqual({ featured: null, rest: [] });
    const later = splitFeatured([videoFixture(1, { favorite: 1 })], 2);
    expect(later.featured).toBeNull();
    expect(later.rest).toHaveLength(1);
  });

  it('marks a purchase as needed on a 412 only (spec 4, spec 8)', () => {
    expect(purchaseNeeded({ status: 412 })).toBe(true);
    expect(purchaseNeeded({ status: 404 })).toBe(false);
    expect(purchaseNeeded(null)).toBe(false);
  });

  it('words a failed video load with the spec 8 texts', () => {
    expect(videoFailureMessage({ code: 'video/not-found', message: 'x', status: 404 })).toBe('Lo sentimos, no hemos encontrado este video.');
    expect(videoFailureMessage({ code: 'videos/membership-required', message: 'x', status: 412 })).toBe(
      'Lo sentimos, no cuentas con una membresía activa para clases online',
    );
    expect(videoFailureMessage({ code: 'internal', message: 'Algo falló', status: 500 })).toBe('Algo falló');
  });

  it("says 'Aún no hay videos disponibles.' for an empty library, another text when filters hide videos", () => {
    expect(emptyLibraryMessage(false)).toBe('Aún no hay videos disponibles.');
    expect(emptyLibraryMessage(true)).toBe('No encontramos videos con esos filtros.');
  });
});
