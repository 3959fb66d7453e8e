import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isReservedPageSlug, isTakenPackagesPath, PAGE_SLUG_MAX, PAGE_SLUG_PATTERN, slugOf } from './page-slugs.rules.js';

describe('page slugs', () => {
  it('accepts words joined by single hyphens', () => {
    for (const slug of ['terminos', 'aviso-de-privacidad', 'faq2']) expect(PAGE_SLUG_PATTERN.test(slug), slug).toBe(true);
    for (const slug of ['', 'Terminos', 'con espacio', '-a', 'a--b', 'a/b', 'términos']) expect(PAGE_SLUG_PATTERN.test(slug), slug).toBe(false);
  });

  it("refuses the paths of the app's own screens", () => {
    for (const slug of ['avisos', 'mystudio', 'admin', 'api', 'preguntas-frecuentes', 'Entrar']) expect(isReservedPageSlug(slug), slug).toBe(true);
    for (const slug of ['terminos', 'privacidad', 'avisos-2']) expect(isReservedPageSlug(slug), slug).toBe(false);
  });
});

describe('packages paths (class_packages_path)', () => {
  it.each([
    ['/membresias', true, "'Mis Compras' at /mystudio/membresias"],
    ['/Membresias', true, 'routes match regardless of case'],
    ['/informacion', true, "'Mi Información' in the member area"],
    ['/online', true, 'the online videos'],
    ['/video/1', true, 'a video'],
    ['/avisos', true, 'a public screen'],
    ['/mystudio', true, 'the member area itself'],
    ['/api/x', true, 'the API'],
    ['/media/a.png', true, 'uploaded files'],
    ['/', true, 'the landing page'],
    ['/paquetes', false, "the Packages screen's own default"],
    ['/tienda', false, 'a path of its own'],
    ['/membresia', false, 'a near miss'],
    ['/clases/membresias', false, 'a screen name below a free first segment'],
  ])('%s is taken: %s (%s)', (path, taken) => {
    expect(isTakenPackagesPath(path)).toBe(taken);
  });
});

describe('slugOf', () => {
  it('suggests a slug from a title: accents dropped, words joined by hyphens', () => {
    expect(slugOf('Términos y condiciones')).toBe('terminos-y-condiciones');
    expect(slugOf('  ¿Qué es Pilates?  ')).toBe('que-es-pilates');
    expect(slugOf('Año 2027 — Reglamento')).toBe('ano-2027-reglamento');
    expect(slugOf('¡¡!!')).toBe('');
  });

  it('always gives a slug the pattern takes, or nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (title) => {
        const slug = slugOf(title);
        expect(slug === '' || PAGE_SLUG_PATTERN.test(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(PAGE_SLUG_MAX);
      }),
    );
  });
});
