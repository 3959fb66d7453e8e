import { describe, expect, it } from 'vitest';
import { answerKey, embeddedAnswer } from './boot.js';
import { catalogueEndpoints, contentEndpoints, scheduleEndpoints } from './endpoints.js';

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

describe('answerKey', () => {
  it('is the filled path for a read without a query', () => {
    expect(answerKey(catalogueEndpoints.instructorOne, { id: 7 })).toBe('/instructors/7');
    expect(answerKey(catalogueEndpoints.classTypesList, undefined, {})).toBe('/class_types');
  });

  it('adds the query sorted by name, values as text, undefined ones left out', () => {
    const one = answerKey(scheduleEndpoints.scheduleList, undefined, { start_date: '2026-11-23T06:00:00.000Z', end_date: 'b', location_id: undefined, class_type_id: 3 });
    const other = answerKey(scheduleEndpoints.scheduleList, undefined, { class_type_id: '3', end_date: 'b', start_date: '2026-11-23T06:00:00.000Z' });
    expect(one).toBe('/single_class?class_type_id=3&end_date=b&start_date=2026-11-23T06%3A00%3A00.000Z');
    expect(other).toBe(one);
  });

  it('lets embeddedAnswer read a week by its query, and no other week', () => {
    const query = { start_date: 'a', end_date: 'b' };
    const answers = { [answerKey(scheduleEndpoints.scheduleList, undefined, query)]: { days: [] } };
    expect(embeddedAnswer(answers, scheduleEndpoints.scheduleList, undefined, query)).toEqual([]);
    expect(embeddedAnswer(answers, scheduleEndpoints.scheduleList, undefined, { ...query, end_date: 'c' })).toBeUndefined();
    expect(embeddedAnswer(answers, scheduleEndpoints.scheduleList)).toBeUndefined();
  });
});
