import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from './boot.js';
import { catalogueEndpoints, contentEndpoints } from './endpoints.js';

describe('embeddedAnswer', () => {
  const answers = {
    '/class_types': { class_types: [{ class_type_id: 1, name: 'Yoga' }] },
    '/instructors/7': { instructor: { instructor_id: 7, name: 'Ana' } },
    '/pages/aviso%20legal': { page: { slug: 'aviso legal' } },
    '/announcements': 'not an answer',
  };

  it("reads the value under the route's response key, by the filled path", () => {
    expect(embeddedAnswer(answers, catalogueEndpoints.classTypesList)).toEqual([{ class_type_id: 1, name: 'Yoga' }]);
    expect(embeddedAnswer(answers, catalogueEndpoints.instructorOne, { id: 7 })).toEqual({ instructor_id: 7, name: 'Ana' });
    expect(embeddedAnswer(answers, contentEndpoints.pageBySlug, { slug: 'aviso legal' })).toEqual({ slug: 'aviso legal' });
  });

  it('answers undefined for a read the page did not come with, or a malformed one', () => {
    expect(embeddedAnswer(answers, catalogueEndpoints.instructorOne, { id: 8 })).toBeUndefined();
    expect(embeddedAnswer(answers, contentEndpoints.announcementsList)).toBeUndefined();
    expect(embeddedAnswer(undefined, catalogueEndpoints.classTypesList)).toBeUndefined();
  });
});
