import { DateTime } from 'luxon';
import { favorites, videoPlaybacks, videoRatings, videos, videoTags } from '../../schema/index.js';
import type { Random } from '../random.js';
import type { Tx } from '../types.js';
import { DEMO_CLASS_TYPES, DEMO_PROGRAMS } from './catalogue.data.js';
import type { DemoCatalogue } from './catalogue.seed.js';
import { DEMO_IMAGES } from './images.js';
import type { DemoPeople } from './people.seed.js';
import { DEMO_VIDEO_TITLES } from './videos.data.js';

/** The demo videos point at a sample player URL: the studio replaces them with its own. */
const VIDEO_URL = 'https://player.vimeo.com/video/';

const videoRows = (catalogue: DemoCatalogue, now: Date, random: Random) =>
  DEMO_CLASS_TYPES.flatMap((type, typeIndex) =>
    DEMO_VIDEO_TITLES[type.key].map((name, index) => {
      const thumbnail = DEMO_IMAGES[`video-${type.key}`];
      const minutes = random.pick([10, 15, 20, 30, 45, 60]);
      const program = index < 2 ? catalogue.programs[DEMO_PROGRAMS[index % 2]?.key ?? 'reto'] : null;
      return {
        name, url: `${VIDEO_URL}${76979871 + typeIndex * 100 + index}`,
        description: `${type.name} con ${minutes} minutos de práctica guiada. ${type.description}`,
        thumbnail: thumbnail.src, thumbnail_file_id: catalogue.files[`video-${type.key}`], duration: minutes * 60,
        instructor_id: catalogue.coaches[type.coaches[index % type.coaches.length] ?? type.coaches[0] ?? 'mariana'],
        class_type_id: catalogue.classTypes[type.key], class_category_id: catalogue.categories[type.category],
        video_type_id: catalogue.videoTypes[index % catalogue.videoTypes.length] as number, program_id: program,
        created_at: DateTime.fromJSDate(now).minus({ days: 90 - typeIndex * 8 - index }).toJSDate(),
      };
    }),
  );

/** 48 videos with coaches, class types, categories, video types and tags; socia's favourites, plays and a rating. */
export const seedVideos = async (
  tx: Tx,
  catalogue: DemoCatalogue,
  people: DemoPeople,
  context: { now: Date; random: Random },
): Promise<void> => {
  const { now, random } = context;
  const ids = (await tx.insert(videos).values(videoRows(catalogue, now, random)).returning({ id: videos.video_id })).map(
    (row) => row.id,
  );
  await tx.insert(videoTags).values(
    ids.flatMap((video_id) => random.sample(catalogue.videoTags, random.int(1, 3)).map((tag_id) => ({ video_id, tag_id }))),
  );
  const member = people.member;
  const [first, second, third, fourth, fifth] = ids as [number, number, number, number, number];
  await tx.insert(favorites).values([first, fourth, ids.at(-1) as number].map((video_id) => ({ customer_id: member, video_id, created_at: now })));
  await tx.insert(videoPlaybacks).values(
    [first, second, third, fourth, fifth].map((video_id, index) => ({
      customer_id: member, video_id, created_at: now, completed_at: index < 3 ? now : null,
    })),
  );
  await tx.insert(videoRatings).values({
    customer_id: member, video_id: first, class_stars: 5, coach_stars: 4, comment: 'Perfecta para empezar el día.', created_at: now,
  });
};
