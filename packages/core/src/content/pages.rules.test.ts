import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { footerPages, hasContent } from './pages.rules.js';

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
