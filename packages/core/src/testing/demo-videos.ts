import type { ClassCategory, Tag } from '../api/schemas/catalogue.schemas.js';
import type { VideoType } from '../api/schemas/videos.schemas.js';
import { demoCustomerIds, demoFixtures } from './demo-fixtures.js';
import { demoImage } from './demo-images.js';
import type { FakeVideo, FakeVideoSeed } from './fake-api.videos-state.js';

const DAY = 86_400_000;

/** The demo's video types. */
export const demoVideoTypes: readonly VideoType[] = [
  { video_type_id: 1, name: 'Clase completa' },
  { video_type_id: 2, name: 'Express' },
  { video_type_id: 3, name: 'Técnica' },
];

/** The demo's video tags (GET /tags?type=video). */
export const demoVideoTags: readonly Tag[] = [
  { tag_id: 1, name: 'Principiante', color: '#6b9080', type: 'video' },
  { tag_id: 2, name: 'Intermedio', color: '#b07d62', type: 'video' },
  { tag_id: 3, name: 'Avanzado', color: '#2f3e46', type: 'video' },
  { tag_id: 4, name: 'Sin equipo', color: '#9a8c98', type: 'video' },
  { tag_id: 5, name: 'Cardio', color: '#52796f', type: 'video' },
];

/**
 * The demo's class categories, as the server's seed has them (in its order,
 * so with its ids on a fresh database): GET /class_categories.
 */
export const demoClassCategories: readonly ClassCategory[] = [
  { class_category_id: 1, name: 'Cuerpo y mente', handle: 'cuerpo-y-mente', description: 'Clases para respirar, alinear y soltar.', available: true },
  { class_category_id: 2, name: 'Cardio', handle: 'cardio', description: 'Sube el pulso con música y energía.', available: true },
  { class_category_id: 3, name: 'Fuerza', handle: 'fuerza', description: 'Tono muscular, postura y resistencia.', available: true },
  { class_category_id: 4, name: 'Movilidad', handle: 'movilidad', description: 'Flexibilidad y recuperación activa.', available: true },
];

const CATEGORY = { mente: 1, cardio: 2, fuerza: 3, movilidad: 4 } as const;

interface Theme {
  readonly classTypeId: number;
  /** The server seed's category of the class type: yoga 'Cuerpo y mente', cycling and HIIT 'Cardio', barre and pilates 'Fuerza', stretching 'Movilidad'. */
  readonly categoryId: number;
  readonly instructorId: number;
  readonly colour: string | null;
  readonly titles: readonly string[];
}

/** Eight classes per theme, as the server's demo: 48 released videos. Stretching has no thumbnail (the logo stands in). */
const THEMES: readonly Theme[] = [
  { classTypeId: 1, categoryId: CATEGORY.mente, instructorId: 1, colour: '#6b9080', titles: ['Saludo al sol para empezar el día', 'Vinyasa de 30 minutos', 'Yoga para espalda baja', 'Flow de caderas', 'Equilibrios y posturas de pie', 'Yoga restaurativo nocturno', 'Respiración y meditación guiada', 'Yoga para corredores'] },
  { classTypeId: 4, categoryId: CATEGORY.cardio, instructorId: 2, colour: '#2f3e46', titles: ['Rodada de intervalos', 'Subidas al ritmo del house', 'Cycling de resistencia', 'Sprint de 20 minutos', 'Rodada de recuperación', 'Tabata sobre la bici', 'Rodada temática de los 80', 'Cycling y fuerza de brazos'] },
  { classTypeId: 3, categoryId: CATEGORY.fuerza, instructorId: 4, colour: '#9a8c98', titles: ['Barre básico: posiciones', 'Glúteos y piernas en la barra', 'Barre cardio', 'Core de bailarina', 'Barre sin barra: usa una silla', 'Brazos y postura', 'Barre intenso 45', 'Estiramiento de bailarina'] },
  { classTypeId: 2, categoryId: CATEGORY.fuerza, instructorId: 3, colour: '#b07d62', titles: ['Pilates mat para principiantes', 'Los cien y más', 'Pilates para el core profundo', 'Control y respiración', 'Pilates con liga', 'Pilates para la postura', 'Mat avanzado', 'Pilates de 15 minutos'] },
  { classTypeId: 4, categoryId: CATEGORY.cardio, instructorId: 2, colour: '#52796f', titles: ['HIIT de 20 minutos sin equipo', 'Tabata total', 'HIIT con mancuernas', 'Piernas explosivas', 'Cardio quema grasa', 'HIIT de bajo impacto', 'Reto de burpees', 'HIIT de core'] },
  { classTypeId: 5, categoryId: CATEGORY.movilidad, instructorId: 1, colour: null, titles: ['Estiramiento de cuerpo completo', 'Movilidad de hombros', 'Liberación miofascial con rodillo', 'Estirar después de correr', 'Movilidad de cadera', 'Cuello y espalda alta', 'Estiramiento para dormir mejor', 'Flexibilidad de isquiotibiales'] },
];

const MINUTES = [10, 15, 20, 30, 45, 60] as const;

const coachOf = (id: number) => {
  const coach = demoFixtures.instructors.find((i) => i.instructor_id === id);
  return coach ? { instructor_id: coach.instructor_id, name: coach.name, last_name: coach.last_name, nick_name: coach.nick_name } : null;
};

const classTypeOf = (id: number) => {
  const type = demoFixtures.classTypes.find((t) => t.class_type_id === id);
  return type ? { class_type_id: type.class_type_id, name: type.name } : null;
};

const tagsOf = (index: number): Tag[] =>
  [demoVideoTags[index % 3], index % 2 === 0 ? demoVideoTags[3] : undefined, index % 5 === 0 ? demoVideoTags[4] : undefined].filter(
    (tag): tag is Tag => tag !== undefined,
  );

const video = (now: number, theme: Theme, title: string, index: number): FakeVideo => {
  const id = index + 1;
  const minutes = MINUTES[(index * 7) % MINUTES.length] ?? 30;
  const type = classTypeOf(theme.classTypeId);
  const at = new Date(now - (90 - index) * DAY).toISOString();
  return {
    video_id: id,
    name: title,
    description: `<p>${type?.name ?? 'Clase'} con <strong>${minutes} minutos</strong> de práctica guiada.</p>`,
    thumbnail: theme.colour ? demoImage(type?.name ?? title, theme.colour) : null,
    file: null,
    url: `https://player.vimeo.com/video/${76979871 + index}`,
    duration: minutes * 60,
    instructor: coachOf(theme.instructorId),
    class_type: type,
    class_category_id: theme.categoryId,
    video_type: demoVideoTypes[index % demoVideoTypes.length] ?? null,
    program_id: index % 8 < 2 ? 1 + (index % 2) : null,
    tags: tagsOf(index),
    available_at: null,
    created_at: at,
  };
};

/** Two classes not yet released (GET /videos/upcoming). */
const upcoming = (now: number): FakeVideo[] =>
  ['Yoga en pareja', 'Reto cycling de 45'].map((name, index) => ({
    video_id: 49 + index,
    name,
    description: null,
    thumbnail: demoImage(name, '#354f52'),
    file: null,
    url: `https://player.vimeo.com/video/${77000000 + index}`,
    duration: 45 * 60,
    instructor: coachOf(index === 0 ? 1 : 2),
    class_type: classTypeOf(index === 0 ? 1 : 4),
    class_category_id: index === 0 ? CATEGORY.mente : CATEGORY.cardio,
    video_type: demoVideoTypes[0] ?? null,
    program_id: null,
    tags: [],
    available_at: new Date(now + (3 + index * 7) * DAY).toISOString(),
    created_at: new Date(now - DAY).toISOString(),
  }));

/**
 * The demo's online videos, as the server's seed has them: 48 released
 * videos (newest last: video 48) in the seed's four class categories, two
 * upcoming ones, the socia's 3 favourites (videos 1, 4 and 48), 5 plays (1 to 3 completed) and a rating,
 * and online access for the socia and the admin (the fake has no roles);
 * the nueva has none (412).
 */
export const demoVideos = (now: number): FakeVideoSeed => {
  const socia = demoCustomerIds.socia;
  const released = THEMES.flatMap((theme, t) => theme.titles.map((title, i) => video(now, theme, title, t * 8 + i)));
  const at = new Date(now).toISOString();
  return {
    videos: [...released, ...upcoming(now)],
    videoTypes: demoVideoTypes,
    videoTags: demoVideoTags,
    classCategories: demoClassCategories,
    favorites: [1, 4, 48].map((video_id, index) => ({ favorite_id: index + 1, customer_id: socia, video_id, created_at: at })),
    playbacks: [1, 2, 3, 4, 5].map((video_id) => ({ customer_id: socia, video_id, completed_at: video_id <= 3 ? at : null })),
    videoRatings: [
      { video_rating_id: 1, video_id: 1, customer_id: socia, class_stars: 5, coach_stars: 4, comment: 'Perfecta para empezar el día.', created_at: at },
    ],
    onlineAccesses: [socia, demoCustomerIds.admin].map((customer_id) => ({
      customer_id,
      expiration_date: new Date(now + 25 * DAY).toISOString(),
    })),
  };
};
