import { describe, expect, it } from 'vitest';
import { messages } from '../../messages/index.js';
import { VideoBody, videoFormSchema, videoFormValues, type VideoFormSource, type VideoFormValues } from './videos-forms.schemas.js';

const ZONE = 'America/Mexico_City';
const schema = videoFormSchema(ZONE);

const blank: VideoFormValues = {
  ...videoFormValues(null, ZONE),
  name: 'Yoga suave',
  file: { file_id: 7, src: '/media/abc.webm', type: 'video/webm' },
};

const issues = (form: VideoFormValues) => {
  const parsed = schema.safeParse(form);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const stored: VideoFormSource = {
  name: 'Tabata', description: '<p>Intenso</p>', url: 'https://vimeo.com/76979871', file: null,
  thumbnail: '/media/portada.png', thumbnail_file_id: 12, duration: 2725,
  instructor: { instructor_id: 3 }, class_type: { class_type_id: 4 }, class_category_id: null, video_type: { video_type_id: 2 }, program_id: 5,
  tags: [{ tag_id: 8 }, { tag_id: 9 }], available_at: '2026-12-01T16:00:00.000Z', published: false,
};

describe('videoFormSchema', () => {
  it('starts a new video as published, by upload, with nothing chosen', () => {
    expect(videoFormValues(null, ZONE)).toMatchObject({ source: 'file', file: null, published: true, minutes: '', seconds: '', tag_ids: [], available_at: '' });
  });

  it("reads an uploaded video into POST /videos's body: the file, no URL, minutes and seconds as seconds, empty choices as none", () => {
    const body = schema.parse({ ...blank, url: 'https://vimeo.com/1', minutes: '45', seconds: '25', class_type_id: '4' });
    expect(body).toEqual({
      name: 'Yoga suave', description: null, url: null, file_id: 7, thumbnail: null, thumbnail_file_id: null, duration: 2725,
      instructor_id: null, class_type_id: 4, class_category_id: null, video_type_id: null, program_id: null, tag_ids: [],
      available_at: null, published: true,
    });
    expect(VideoBody.safeParse(body).success).toBe(true);
  });

  it('reads a stored video back and into the same body: its release in the studio zone, its thumbnail file kept', () => {
    const values = videoFormValues(stored, ZONE);
    expect(values).toMatchObject({
      source: 'url', url: 'https://vimeo.com/76979871', minutes: '45', seconds: '25', instructor_id: '3', class_category_id: '',
      tag_ids: [8, 9], available_at: '2026-12-01T10:00', published: false, thumbnail: { src: '/media/portada.png', file_id: 12 },
    });
    expect(schema.parse(values)).toMatchObject({
      url: 'https://vimeo.com/76979871', file_id: null, thumbnail: null, thumbnail_file_id: 12, duration: 2725, program_id: 5,
      tag_ids: [8, 9], available_at: '2026-12-01T10:00:00.000-06:00', published: false,
    });
  });

  it('leaves a thumbnail given by address alone, and clears it when removed', () => {
    const byAddress = { ...blank, thumbnail: { src: 'https://example.com/portada.jpg' } };
    const body = schema.parse(byAddress);
    expect(body).not.toHaveProperty('thumbnail');
    expect(body).not.toHaveProperty('thumbnail_file_id');
    expect(schema.parse({ ...blank, thumbnail: null })).toMatchObject({ thumbnail: null, thumbnail_file_id: null });
  });

  it('refuses, next to the field, a missing source, a bad address, a bad duration or release, and an empty name', () => {
    expect(issues({ ...blank, file: null })).toEqual({ file: messages.deskVideos.fileRequired });
    expect(issues({ ...blank, source: 'url', url: '' })).toEqual({ url: messages.deskVideos.urlRequired });
    expect(issues({ ...blank, source: 'url', url: 'javascript:alert(1)' })).toEqual({ url: messages.videos.urlFormat });
    expect(issues({ ...blank, minutes: 'diez' })).toEqual({ minutes: messages.deskVideos.wholeNumber });
    expect(issues({ ...blank, seconds: '75' })).toEqual({ seconds: messages.deskVideos.secondsRange });
    expect(issues({ ...blank, minutes: '1441' })).toEqual({ minutes: messages.deskVideos.durationMax });
    expect(issues({ ...blank, available_at: 'mañana' })).toEqual({ available_at: messages.deskVideos.releaseFormat });
    expect(issues({ ...blank, name: ' ', file: null })).toEqual({ name: messages.forms.fillField, file: messages.deskVideos.fileRequired });
  });
});
