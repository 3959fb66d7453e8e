import { beforeAll, describe, expect, it } from 'vitest';
import { ClassCategoriesResponse, ProgramResponse, TagsResponse, messages } from '@estudio/core';
import { files } from '../../src/db/schema/index.js';
import { rowCounts } from './support/db-inspect.js';
import { crudSuite, signInDemo, type Tokens } from './support/catalogue-crud.js';
import { onEachDatabase } from './support/harness.js';

onEachDatabase('catalogue: class categories, programs and tags', (h) => {
  crudSuite(h, {
    path: '/api/class_categories', one: 'class_category', many: 'class_categories', idKey: 'class_category_id',
    table: 'class_categories', notFoundCode: 'class-category/not-found',
    create: { name: 'Danza', handle: 'danza', description: 'Ritmo y coreografía.' },
    created: { name: 'Danza', handle: 'danza', description: 'Ritmo y coreografía.', available: true },
    update: { available: false, handle: 'danza-urbana' },
    invalid: [{ name: 'Danza' }, { handle: 'danza' }, { name: 'Danza', handle: 'Con Espacios' }, { name: 'Danza', handle: 'a--b' }, { name: 'Danza', handle: 'danza', available: 'sí' }],
  });

  crudSuite(h, {
    path: '/api/programs', one: 'program', many: 'programs', idKey: 'program_id', table: 'programs',
    notFoundCode: 'program/not-found',
    create: { name: 'Reto de verano', description: 'Cuatro semanas.' },
    created: { name: 'Reto de verano', description: 'Cuatro semanas.', available: true, file: null },
    update: { available: false, description: null },
    invalid: [{}, { name: '' }, { name: 'Reto', available: 1 }, { name: 'Reto', file_id: -3 }],
  });

  crudSuite(h, {
    path: '/api/tags', one: 'tag', many: 'tags', idKey: 'tag_id', table: 'tags', notFoundCode: 'tag/not-found',
    create: { name: 'Principiantes', color: '#FF0066', type: 'class' },
    update: { color: null, name: 'Nivel 1' },
    invalid: [{}, { name: 'Rojo', color: 'red' }, { name: 'Rojo', color: '#12345' }, { name: 'Rojo', color: '#1234567' }, { name: '' }],
  });

  describe('rules of each resource', () => {
    let tokens: Tokens;
    beforeAll(async () => {
      tokens = await signInDemo(h());
    });

    it('lists only available categories under /available, which is not read as an id', async () => {
      const hidden = await h().request('POST', '/api/class_categories', {
        token: tokens.admin, body: { name: 'Oculta', handle: 'oculta', available: false },
      });
      expect(hidden.status).toBe(201);
      const available = await h().request('GET', '/api/class_categories/available');
      expect(available.status).toBe(200);
      const listed = ClassCategoriesResponse.parse(available.body).class_categories;
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((category) => category.available)).toBe(true);
      expect(listed.map((category) => category.class_category_id)).not.toContain(hidden.body.class_category.class_category_id);
    });

    it('refuses a handle another category has with 409, on create and on update', async () => {
      const [first, second] = ClassCategoriesResponse.parse((await h().request('GET', '/api/class_categories')).body).class_categories;
      const before = await rowCounts(h().db, ['class_categories']);
      const taken = await h().request('POST', '/api/class_categories', { token: tokens.admin, body: { name: 'Copia', handle: first?.handle } });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ code: 'class-category/handle-taken', message: messages.admin.categoryHandleTaken });
      const moved = await h().request('PUT', `/api/class_categories/${second?.class_category_id}`, { token: tokens.admin, body: { handle: first?.handle } });
      expect(moved.status).toBe(409);
      expect(await rowCounts(h().db, ['class_categories'])).toEqual(before);
      const same = await h().request('PUT', `/api/class_categories/${first?.class_category_id}`, { token: tokens.admin, body: { handle: first?.handle } });
      expect(same.status).toBe(200);
    });

    it('explains a bad handle in Spanish', async () => {
      const answer = await h().request('POST', '/api/class_categories', { token: tokens.admin, body: { name: 'X', handle: 'Mal Nombre' } });
      expect(answer.body.message).toBe(`Revisa el campo: handle. ${messages.admin.handleFormat}`);
    });

    it("gives a program its file, and refuses a file that doesn't exist with 404", async () => {
      const [file] = await h().db.select().from(files).limit(1);
      const created = await h().request('POST', '/api/programs', { token: tokens.admin, body: { name: 'Con portada', file_id: file?.file_id } });
      expect(created.status).toBe(201);
      expect(ProgramResponse.parse(created.body).program.file?.src).toBe(file?.src);
      const before = await rowCounts(h().db, ['programs']);
      const missing = await h().request('POST', '/api/programs', { token: tokens.admin, body: { name: 'Sin portada', file_id: 987654 } });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: 'file/not-found', message: messages.admin.fileNotFound });
      expect(await rowCounts(h().db, ['programs'])).toEqual(before);
    });

    it('filters tags by type', async () => {
      const videos = TagsResponse.parse((await h().request('GET', '/api/tags?type=video')).body).tags;
      expect(videos.length).toBeGreaterThan(0);
      expect(videos.every((tag) => tag.type === 'video')).toBe(true);
      const all = TagsResponse.parse((await h().request('GET', '/api/tags')).body).tags;
      expect(all.length).toBeGreaterThan(videos.length);
      expect((await h().request('GET', '/api/tags?type=ninguno')).body).toEqual({ tags: [] });
    });

    it('explains a bad colour in Spanish', async () => {
      const answer = await h().request('POST', '/api/tags', { token: tokens.admin, body: { name: 'Rojo', color: 'rojo' } });
      expect(answer.body.message).toBe(`Revisa el campo: color. ${messages.admin.colorFormat}`);
    });
  });
});
