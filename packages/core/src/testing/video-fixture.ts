import type { Video } from '../api/schemas/videos.schemas.js';

/**
 * A released video with everything a card and the player read, for tests:
 * 'Clase {id}' with Ana López, 30 minutes, on Vimeo, not a favourite nor
 * completed; `fields` override any of it.
 */
export const videoFixture = (id: number, fields: Partial<Video> = {}): Video => ({
  video_id: id,
  name: `Clase ${id}`,
  description: null,
  thumbnail: `https://cdn.test/videos/${id}.jpg`,
  file: null,
  url: `https://player.vimeo.com/video/${76979871 + id}`,
  duration: 30 * 60,
  instructor: { instructor_id: 1, name: 'Ana', last_name: 'López', nick_name: null },
  class_type: { class_type_id: 1, name: 'Yoga' },
  class_category_id: null,
  video_type: { video_type_id: 1, name: 'Clase completa' },
  program_id: null,
  tags: [],
  available_at: null,
  created_at: new Date(Date.UTC(2025, 0, 1) + id * 86_400_000).toISOString(),
  playbacks: [],
  favorite: 0,
  completed: false,
  ...fields,
});
