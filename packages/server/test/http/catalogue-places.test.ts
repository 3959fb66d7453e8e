import { asc, eq, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClassTypeResponse, InstructorDetailsResponse, LocationsResponse, messages } from '@estudio/core';
import { DEMO_TIME_ZONE } from '../../src/db/seed/index.js';
import { classInstructors, classTypes, files, singleClasses } from '../../src/db/schema/index.js';
import { rowCounts } from './support/db-inspect.js';
import { crudSuite, signInDemo, type Tokens } from './support/catalogue-crud.js';
import { onEachDatabase } from './support/harness.js';

onEachDatabase('catalogue: locations, class types and coaches', (h) => {
  crudSuite(h, {
    path: '/api/locations', one: 'location', many: 'locations', idKey: 'location_id', table: 'locations',
    notFoundCode: 'location/not-found',
    create: { name: 'Estudio Polanco', address: 'Masaryk 10' },
    update: { address: null },
    updated: { name: 'Estudio Polanco', address: null },
    invalid: [{}, { name: '' }, { name: 5 }, { name: '   ' }, { name: 'Nul\u0000' }, { name: 'x'.repeat(200) }],
  });

  crudSuite(h, {
    path: '/api/class_types', one: 'class_type', many: 'class_types', idKey: 'class_type_id', table: 'class_types',
    notFoundCode: 'class-type/not-found',
    create: { name: 'Box', icon: 'glove', description: 'Golpes y cardio.', spot_map: '4,5,5' },
    created: { name: 'Box', icon: 'glove', description: 'Golpes y cardio.', spot_map: '4,5,5', image: null },
    update: { spot_map: null, name: 'Box Fit' },
    invalid: ['4,,5', '0,4', '31', 'a,b', '4, 5', '4,5,', Array(31).fill('1').join(',')].map((spot_map) => ({ name: 'Box', spot_map })),
  });

  crudSuite(h, {
    path: '/api/instructors', one: 'instructor', many: 'instructors', idKey: 'instructor_id', table: 'instructors',
    notFoundCode: 'instructor/not-found',
    create: { name: 'Renata', last_name: 'Prueba', instagram: '@renata', birthdate: '1992-03-04', on_home: false, order: 7 },
    created: { name: 'Renata', last_name: 'Prueba', instagram: '@renata', birthdate: '1992-03-04', on_home: false, order: 7, file: null, quote: null },
    update: { quote: '¡Vamos!', on_home: true },
    invalid: [{}, { name: '' }, { name: 'Ana', birthdate: '1990-13-01' }, { name: 'Ana', order: -1 }, { name: 'Ana', file_id: 0 }],
  });

  describe('references and conflicts', () => {
    let tokens: Tokens;
    beforeAll(async () => {
      tokens = await signInDemo(h());
    });

    it('refuses to delete a location or a class type with classes (409) and deletes nothing', async () => {
      const [used] = await h().db.select().from(singleClasses).orderBy(asc(singleClasses.single_class_id)).limit(1);
      if (!used) throw new Error('The demo studio has no classes');
      const before = await rowCounts(h().db, ['locations', 'class_types', 'single_classes']);
      const location = await h().request('DELETE', `/api/locations/${used.location_id}`, { token: tokens.admin });
      expect(location.status).toBe(409);
      expect(location.body).toEqual({ code: 'location/in-use', message: messages.admin.locationInUse });
      const type = await h().request('DELETE', `/api/class_types/${used.class_type_id}`, { token: tokens.admin });
      expect(type.status).toBe(409);
      expect(type.body).toEqual({ code: 'class-type/in-use', message: messages.admin.classTypeInUse });
      expect(await rowCounts(h().db, ['locations', 'class_types', 'single_classes'])).toEqual(before);
    });

    it('refuses to delete a coach who teaches classes (409)', async () => {
      const [teacher] = await h().db.select().from(classInstructors).limit(1);
      const answer = await h().request('DELETE', `/api/instructors/${teacher?.instructor_id}`, { token: tokens.admin });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ code: 'instructor/in-use', message: messages.admin.instructorInUse });
    });

    it('checks the image file of a class type: 404 for an unknown one, the file reference for a real one', async () => {
      const before = await rowCounts(h().db, ['class_types']);
      const missing = await h().request('POST', '/api/class_types', { token: tokens.admin, body: { name: 'Sin foto', image_file_id: 987654 } });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: 'file/not-found', message: messages.admin.fileNotFound });
      expect(await rowCounts(h().db, ['class_types'])).toEqual(before);
      const [file] = await h().db.select().from(files).limit(1);
      const created = await h().request('POST', '/api/class_types', { token: tokens.admin, body: { name: 'Con foto', image_file_id: file?.file_id } });
      expect(created.status).toBe(201);
      expect(ClassTypeResponse.parse(created.body).class_type.image).toEqual({ file_id: file?.file_id, name: file?.name, type: file?.type, src: file?.src });
      const edit = await h().request('PUT', `/api/class_types/${created.body.class_type.class_type_id}`, { token: tokens.admin, body: { image_file_id: 987654 } });
      expect(edit.status).toBe(404);
      expect((await h().request('GET', `/api/class_types/${created.body.class_type.class_type_id}`)).body.class_type.image.file_id).toBe(file?.file_id);
    });

    it('explains a bad spot map in Spanish', async () => {
      const answer = await h().request('POST', '/api/class_types', { token: tokens.admin, body: { name: 'Box', spot_map: '4,40' } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(`Revisa el campo: spot_map. ${messages.admin.spotMapRows}`);
    });

    it('takes a deleted class type out of the spot maps assigned to it', async () => {
      const [cycling] = await h().db.select().from(classTypes).where(eq(classTypes.spot_map, '4,5,5')).limit(1);
      const created = await h().request('POST', '/api/class_types', { token: tokens.admin, body: { name: 'Temporal' } });
      const typeId = created.body.class_type.class_type_id as number;
      const spots = JSON.stringify([{ label: 'A', selectable: true }]);
      const map = await h().request('POST', '/api/custom_spot_maps', {
        token: tokens.admin, body: { rows: 1, columns: 1, spots, class_type_ids: [typeId, cycling?.class_type_id] },
      });
      expect(map.status, map.text).toBe(201);
      expect((await h().request('DELETE', `/api/class_types/${typeId}`, { token: tokens.admin })).status).toBe(200);
      const after = await h().request('GET', `/api/custom_spot_maps/${map.body.custom_spot_map.custom_spot_map_id}`);
      expect(after.body.custom_spot_map).toMatchObject({
        class_type_id: cycling?.class_type_id, class_types: String(cycling?.class_type_id), class_type_ids: [cycling?.class_type_id],
      });
    });

    it('lists every coach for admins and only the home ones on the landing', async () => {
      const hidden = await h().request('POST', '/api/instructors', { token: tokens.admin, body: { name: 'Oculta', on_home: false } });
      const all = InstructorDetailsResponse.parse((await h().request('GET', '/api/instructors')).body).instructors;
      expect(all.map((coach) => coach.instructor_id)).toContain(hidden.body.instructor.instructor_id);
      const home = (await h().request('GET', '/api/instructors/home/all')).body.instructors as { instructor_id: number }[];
      expect(home.map((coach) => coach.instructor_id)).not.toContain(hidden.body.instructor.instructor_id);
      expect(home.length).toBe(all.filter((coach) => coach.on_home).length);
    });
  });

  describe('locations by date range', () => {
    it('answers the locations with classes between two studio days', async () => {
      const [first] = await h().db.select().from(singleClasses).where(isNull(singleClasses.cancelled_at))
        .orderBy(asc(singleClasses.class_date)).limit(1);
      if (!first) throw new Error('The demo studio has no classes');
      const day = DateTime.fromJSDate(first.class_date, { zone: DEMO_TIME_ZONE }).toISODate();
      const answer = await h().request('GET', `/api/locations/date/all?start_date=${day}&end_date=${day}`);
      expect(answer.status, answer.text).toBe(200);
      const ids = LocationsResponse.parse(answer.body).locations.map((location) => location.location_id);
      expect(ids).toContain(first.location_id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const before = await h().request('GET', '/api/locations/date/all?start_date=2000-01-01&end_date=2000-01-31');
      expect(before.body).toEqual({ locations: [] });
    });

    it('refuses a range that ends before it starts, and dates that are not dates', async () => {
      const backwards = await h().request('GET', '/api/locations/date/all?start_date=2030-02-01&end_date=2030-01-01');
      expect(backwards.status).toBe(400);
      expect(backwards.body).toEqual({ code: 'validation/invalid-query', message: `Revisa el campo: end_date. ${messages.admin.dateRange}` });
      expect((await h().request('GET', '/api/locations/date/all?start_date=mañana&end_date=2030-01-01')).status).toBe(400);
      expect((await h().request('GET', '/api/locations/date/all')).status).toBe(400);
    });
  });
});
