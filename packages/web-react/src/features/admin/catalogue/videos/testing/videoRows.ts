import type { AdminVideo, VideoChoices } from '@estudio/core';
import { demoVideoTags, demoVideoTypes, videoFixture } from '@estudio/core/testing';

/** A video as /admin's list answers it: the library's fixture, published, with no thumbnail file unless told. */
export const adminVideo = (id: number, fields: Partial<AdminVideo> = {}): AdminVideo => ({
  ...videoFixture(id),
  published: true,
  thumbnail_file_id: null,
  ...fields,
});

const [beginner, , , noGear] = demoVideoTags;

/** Three videos of every kind the list shows: uploaded with a thumbnail file and tags, hidden by URL with no coach, announced for later. */
export const VIDEO_ROWS: readonly [AdminVideo, AdminVideo, AdminVideo] = [
  adminVideo(1, {
    name: 'Yoga para empezar el día', duration: 2725, url: null, file: { file_id: 30, name: 'yoga.webm', type: 'video/webm', src: '/media/yoga.webm' },
    thumbnail: '/logo.svg', thumbnail_file_id: 31, tags: [beginner!, noGear!], description: '<p>Respira profundo.</p>', program_id: 2,
  }),
  adminVideo(2, {
    name: 'Tabata intenso', duration: 307, published: false, instructor: null, class_type: null, thumbnail: null, url: 'https://vimeo.com/76979871',
  }),
  adminVideo(3, { name: 'Estreno: Pilates con banda', duration: 3723, available_at: '2026-12-01T16:00:00.000Z' }),
];

/** What the panel's selects and tags offer. */
export const VIDEO_CHOICES: VideoChoices = {
  coaches: [{ id: 1, name: 'Ana López' }, { id: 2, name: 'Luis Mora' }],
  classTypes: [{ id: 1, name: 'Yoga' }, { id: 2, name: 'Indoor Cycling' }],
  categories: [{ id: 1, name: 'Cuerpo y mente' }],
  programs: [{ id: 2, name: 'Reto de 21 días' }],
  videoTypes: demoVideoTypes.map((type) => ({ id: type.video_type_id, name: type.name })),
  tags: demoVideoTags,
};
