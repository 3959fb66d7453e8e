import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, PageResponse, PagesResponse } from '@estudio/core';
import { announcements, pages } from '../../src/db/schema/index.js';
import { crudSuite, expectNotFound, signInDemo, type Tokens } from './support/catalogue-crud.js';
import { rowCounts } from './support/db-inspect.js';
import { onEachDatabase, type Harness } from './support/harness.js';

/** What an admin might paste: a script, an image with an event handler, a script link, and honest text. */
const HOSTILE = [
  '<p>Hola <strong>socia</strong></p>',
  '<script>window.__pwned = 1</script>',
  '<img src="https://cdn.estudio.test/a.png" onerror="window.__pwned = 2">',
  '<a href="javascript:window.__pwned = 3">clic</a>',
  '<iframe src="https://evil.test"></iframe>',
].join('');

/** The stored HTML keeps the text and the image, and none of what could run. */
const expectHarmless = (html: string | null | undefined): void => {
  expect(html).toContain('Hola <strong>socia</strong>');
  expect(html).toContain('<img src="https://cdn.estudio.test/a.png" />');
  expect(html).toContain('clic');
  for (const danger of ['<script', '__pwned', 'onerror', 'javascript:', '<iframe']) expect(html, danger).not.toContain(danger);
};

const TABLES = ['pages', 'accepted_pages', 'announcements'];

onEachDatabase('content: the admin writes pages and announcements', (h) => {
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await signInDemo(h());
  });

  crudSuite(h, {
    path: '/api/announcements', one: 'announcement', many: 'announcements', idKey: 'announcement_id',
    table: 'announcements', notFoundCode: 'announcement/not-found',
    create: { title: 'Clases de verano', content: '<p>Nuevos horarios.</p>' },
    update: { title: 'Clases de verano 2026' },
    invalid: [
      {}, { title: 'Sin contenido' }, { title: '', content: '<p>x</p>' }, { title: 'A', content: 5 },
      { title: 'A', content: 'x'.repeat(20_001) }, { title: 'A\u0000', content: 'x' },
    ],
  });

  describe('pages', () => {
    const create = (harness: Harness, body: unknown, token = tokens.admin) => harness.request('POST', '/api/pages', { token, body });

    it('creates, reads by slug, updates, lists and deletes as admin', async () => {
      const created = await create(h(), { slug: 'reglas-del-estudio', title: 'Reglas', content: '<p>Llega temprano.</p>', required: true });
      expect(created.status, created.text).toBe(201);
      const page = PageResponse.parse(created.body).page;
      expect(page).toMatchObject({ slug: 'reglas-del-estudio', title: 'Reglas', content: '<p>Llega temprano.</p>', required: true });
      expect((await h().request('GET', '/api/pages/reglas-del-estudio')).body.page).toEqual(page);

      const updated = await h().request('PUT', `/api/pages/${page.page_id}`, { token: tokens.admin, body: { title: 'Reglamento', required: false } });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.body.page).toEqual({ ...page, title: 'Reglamento', required: false });
      expect(PagesResponse.parse((await h().request('GET', '/api/pages')).body).pages).toContainEqual(updated.body.page);

      const deleted = await h().request('DELETE', `/api/pages/${page.page_id}`, { token: tokens.admin });
      expect(deleted.status, deleted.text).toBe(200);
      expect(deleted.body.page).toEqual(updated.body.page);
      expect((await h().request('GET', '/api/pages/reglas-del-estudio')).status).toBe(404);
      expectNotFound(await h().request('DELETE', `/api/pages/${page.page_id}`, { token: tokens.admin }), 'page/not-found');
    });

    it('reads GET /pages/:slug by slug and PUT and DELETE /pages/:id by id, even when a slug is digits', async () => {
      const [first] = PagesResponse.parse((await h().request('GET', '/api/pages')).body).pages;
      if (!first) throw new Error('the demo has no page');
      const digits = (await create(h(), { slug: String(first.page_id), title: 'Página numérica', content: '<p>Número</p>' })).body.page;
      expect((await h().request('GET', `/api/pages/${first.page_id}`)).body.page.title).toBe('Página numérica');
      const renamed = await h().request('PUT', `/api/pages/${first.page_id}`, { token: tokens.admin, body: { title: `${first.title}.` } });
      expect(renamed.body.page).toMatchObject({ page_id: first.page_id, slug: first.slug, title: `${first.title}.` });
      await h().request('PUT', `/api/pages/${first.page_id}`, { token: tokens.admin, body: { title: first.title } });
      await h().request('DELETE', `/api/pages/${digits.page_id}`, { token: tokens.admin });
    });

    it("refuses a customer's and an anonymous caller's writes, and changes nothing", async () => {
      const before = await rowCounts(h().db, TABLES);
      const [terminos] = PagesResponse.parse((await h().request('GET', '/api/pages')).body).pages;
      const id = terminos?.page_id ?? 1;
      const calls = [['POST', '/api/pages', { slug: 'nueva', title: 'Nueva' }], ['PUT', `/api/pages/${id}`, { title: 'Otra' }], ['DELETE', `/api/pages/${id}`, undefined]] as const;
      for (const [method, path, body] of calls) {
        const asCustomer = await h().request(method, path, { token: tokens.customer, ...(body ? { body } : {}) });
        expect(asCustomer.status, `${method} ${path}`).toBe(403);
        expect(asCustomer.body.code).toBe('auth/forbidden');
        expect((await h().request(method, path, body ? { body } : {})).status, `${method} ${path} anonymous`).toBe(401);
      }
      expect(await rowCounts(h().db, TABLES)).toEqual(before);
      expect((await h().request('GET', `/api/pages/${terminos?.slug}`)).body.page).toEqual(terminos);
    });

    it('refuses invalid bodies with a Spanish 400 and writes nothing', async () => {
      const before = await rowCounts(h().db, TABLES);
      const invalid = [
        {}, { slug: 'sin-titulo' }, { title: 'Sin dirección' }, { slug: 'Con Espacios', title: 'T' }, { slug: 'a--b', title: 'T' },
        { slug: 'ok', title: '' }, { slug: 'ok', title: 'T', required: 'sí' }, { slug: 'ok', title: 'T', content: 7 },
        { slug: 'ok', title: 'T', content: 'x'.repeat(50_001) },
      ];
      for (const body of invalid) {
        const answer = await create(h(), body);
        expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(answer.body.code).toBe('validation/invalid-body');
        expect(answer.body.message).toMatch(/^Revisa /);
      }
      const update = await h().request('PUT', '/api/pages/1', { token: tokens.admin, body: { slug: 'Mayúsculas' } });
      expect(update.status).toBe(400);
      expect(await rowCounts(h().db, TABLES)).toEqual(before);
    });

    it("refuses the path of one of the app's screens as a slug", async () => {
      for (const slug of ['avisos', 'mystudio', 'admin', 'preguntas-frecuentes']) {
        const answer = await create(h(), { slug, title: 'Choca' });
        expect(answer.status, slug).toBe(400);
        expect(answer.text).toContain(messages.admin.pageSlugReserved);
      }
    });

    it('answers 404 for an unknown or malformed id on update and delete', async () => {
      for (const id of ['987654', 'abc', '0']) {
        expect((await h().request('PUT', `/api/pages/${id}`, { token: tokens.admin, body: { title: 'X' } })).status, id).toBe(404);
        expect((await h().request('DELETE', `/api/pages/${id}`, { token: tokens.admin })).status, id).toBe(404);
      }
      expectNotFound(await h().request('PUT', '/api/pages/987654', { token: tokens.admin, body: { title: 'X' } }), 'page/not-found');
    });

    it('refuses a slug another page has with 409, on create and on update, writing nothing', async () => {
      const all = PagesResponse.parse((await h().request('GET', '/api/pages')).body).pages;
      const [first, second] = all;
      if (!first || !second) throw new Error('the demo has fewer than two pages');
      const before = await rowCounts(h().db, TABLES);
      const taken = await create(h(), { slug: first.slug, title: 'Copia' });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ code: 'page/slug-taken', message: messages.admin.pageSlugTaken });
      const moved = await h().request('PUT', `/api/pages/${second.page_id}`, { token: tokens.admin, body: { slug: first.slug, title: 'Movida' } });
      expect(moved.status).toBe(409);
      expect(await rowCounts(h().db, TABLES)).toEqual(before);
      expect(PagesResponse.parse((await h().request('GET', '/api/pages')).body).pages).toEqual(all);
      // Keeping its own slug is no conflict.
      const same = await h().request('PUT', `/api/pages/${second.page_id}`, { token: tokens.admin, body: { slug: second.slug } });
      expect(same.status).toBe(200);
    });

    it('deletes the acceptances of a deleted page with it', async () => {
      const page = (await create(h(), { slug: 'acepta-y-borra', title: 'Temporal', content: '<p>x</p>', required: true })).body.page;
      const accepted = await h().request('POST', '/api/accepted_pages', { token: tokens.customer, body: { page_id: page.page_id } });
      expect(accepted.status).toBe(201);
      const before = await rowCounts(h().db, TABLES);
      await h().request('DELETE', `/api/pages/${page.page_id}`, { token: tokens.admin });
      expect(await rowCounts(h().db, TABLES)).toEqual({ ...before, pages: (before.pages ?? 0) - 1, accepted_pages: (before.accepted_pages ?? 0) - 1 });
    });
  });

  describe('sanitising what an admin pastes', () => {
    it('keeps no script, event handler, script link or frame in a page, on create and on update', async () => {
      const created = await h().request('POST', '/api/pages', { token: tokens.admin, body: { slug: 'pegada', title: 'Pegada', content: HOSTILE } });
      expect(created.status, created.text).toBe(201);
      expectHarmless(created.body.page.content);
      const [stored] = await h().db.select().from(pages).where(eq(pages.slug, 'pegada'));
      expectHarmless(stored?.content);
      expectHarmless((await h().request('GET', '/api/pages/pegada')).body.page.content);

      const updated = await h().request('PUT', `/api/pages/${created.body.page.page_id}`, { token: tokens.admin, body: { content: `<p>Otra vez</p>${HOSTILE}` } });
      expectHarmless(updated.body.page.content);
      const [again] = await h().db.select().from(pages).where(eq(pages.slug, 'pegada'));
      expectHarmless(again?.content);
      await h().request('DELETE', `/api/pages/${created.body.page.page_id}`, { token: tokens.admin });
    });

    it('stores a page whose content is only a script as empty (null), which hides it from the footer', async () => {
      const created = await h().request('POST', '/api/pages', { token: tokens.admin, body: { slug: 'solo-script', title: 'Vacía', content: '<script>alert(1)</script>' } });
      expect(created.body.page.content).toBeNull();
      await h().request('DELETE', `/api/pages/${created.body.page.page_id}`, { token: tokens.admin });
    });

    it("keeps no script in an announcement, and answers spec 8's 'Announcement saved.' and 'Announcement deleted.'", async () => {
      const created = await h().request('POST', '/api/announcements', { token: tokens.admin, body: { title: 'Aviso pegado', content: HOSTILE } });
      expect(created.status, created.text).toBe(201);
      expect(created.body.message).toBe(messages.admin.announcementSaved);
      const id = created.body.announcement.announcement_id as number;
      expectHarmless(created.body.announcement.content);
      const [stored] = await h().db.select().from(announcements).where(eq(announcements.announcement_id, id));
      expectHarmless(stored?.content);

      const updated = await h().request('PUT', `/api/announcements/${id}`, { token: tokens.admin, body: { content: `<p>Otra</p>${HOSTILE}` } });
      expect(updated.body.message).toBe(messages.admin.announcementSaved);
      expectHarmless((await h().request('GET', `/api/announcements/${id}`)).body.announcement.content);

      const deleted = await h().request('DELETE', `/api/announcements/${id}`, { token: tokens.admin });
      expect(deleted.body.message).toBe(messages.admin.announcementDeleted);
    });
  });
});
