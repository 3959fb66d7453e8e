import { expect, it } from 'vitest';
import {
  AnnouncementResponse, AnnouncementsResponse, ClassTypesResponse, InstructorResponse, InstructorsResponse,
  LocationsResponse, PageResponse, PagesResponse, messages,
} from '@estudio/core';
import { onEachDatabase } from './support/harness.js';

onEachDatabase('public content routes', (h) => {
  it('lists the pages and reads one by slug', async () => {
    const { pages } = PagesResponse.parse((await h().request('GET', '/api/pages')).body);
    expect(pages.find((page) => page.slug === 'terminos')).toMatchObject({ title: 'Términos y Condiciones', required: true });
    const one = await h().request('GET', '/api/pages/privacidad');
    expect(PageResponse.parse(one.body).page.title).toBe('Aviso de Privacidad');
    const missing = await h().request('GET', '/api/pages/no-existe');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'page/not-found', message: messages.common.notFound });
  });

  it('lists announcements and reads one', async () => {
    const { announcements } = AnnouncementsResponse.parse((await h().request('GET', '/api/announcements')).body);
    expect(announcements.length).toBeGreaterThan(0);
    const first = announcements[0];
    const one = await h().request('GET', `/api/announcements/${first?.announcement_id}`);
    expect(AnnouncementResponse.parse(one.body).announcement).toEqual(first);
    expect((await h().request('GET', '/api/announcements/99999999')).status).toBe(404);
  });

  it('lists class types with their image as a file reference', async () => {
    const { class_types } = ClassTypesResponse.parse((await h().request('GET', '/api/class_types')).body);
    expect(class_types.length).toBeGreaterThan(0);
    for (const type of class_types) {
      if (type.image) expect(type.image.src).toBeTruthy();
    }
  });

  it('lists the coaches of the landing page and reads one', async () => {
    const { instructors } = InstructorsResponse.parse((await h().request('GET', '/api/instructors/home/all')).body);
    expect(instructors.length).toBeGreaterThan(0);
    const first = instructors[0];
    const one = await h().request('GET', `/api/instructors/${first?.instructor_id}`);
    expect(InstructorResponse.parse(one.body).instructor).toEqual(first);
    expect((await h().request('GET', '/api/instructors/0')).status).toBe(404);
  });

  it('lists at least two locations', async () => {
    const { locations } = LocationsResponse.parse((await h().request('GET', '/api/locations')).body);
    expect(locations.length).toBeGreaterThanOrEqual(2);
  });
});
