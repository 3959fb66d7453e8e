import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { footerPages, hasContent, isReservedPageSlug, isTakenPackagesPath, PAGE_SLUG_PATTERN } from './pages.rules.js';

const page = (slug: string, content: string | null) => ({ page_id: 1, slug, title: slug, content, required: false });

describe('pages with content', () => {
  it('has content only with text or media', () => {
    expect(hasContent({ content: null })).toBe(false);
    expect(hasContent({ content: '' })).toBe(false);
    expect(hasContent({ content: '<p> &nbsp;</p><br>' })).toBe(false);
    expect(hasContent({ content: '<p>Hola</p>' })).toBe(true);
    expect(hasContent({ content: '<img src="a.png">' })).toBe(true);
  });

  it('links from the footer only pages with content, in their order (spec 3: content null hides a page)', () => {
    const pages = [page('terminos', '<p>Texto</p>'), page('reglamento', null), page('vacia', '<p></p>'), page('privacidad', 'Aviso')];
    expect(footerPages(pages).map((p) => p.slug)).toEqual(['terminos', 'privacidad']);
  });

  it('never links a page whose content is null, whatever the others', () => {
    const content = fc.option(fc.string(), { nil: null });
    fc.assert(
      fc.property(fc.array(fc.record({ slug: fc.string(), content })), (pages) => {
        const linked = footerPages(pages);
        return linked.every((p) => p.content !== null) && linked.every((p) => pages.includes(p));
      }),
    );
  });
});

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
