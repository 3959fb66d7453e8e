import type { Random } from '../random.js';
import type { SeedAccount, Tx } from '../types.js';
import { seedBookings } from './bookings.seed.js';
import { seedCatalogue } from './catalogue.seed.js';
import { seedContent } from './content.seed.js';
import { seedCommerce } from './packages.seed.js';
import { seedPeople } from './people.seed.js';
import { seedPurchases } from './purchases.seed.js';
import { seedSchedule } from './schedule.seed.js';
import { DEMO_TIME_ZONE } from './settings.data.js';
import { seedVideos } from './videos.seed.js';

export { DEMO_SETTINGS, DEMO_TIME_ZONE } from './settings.data.js';
export { DEMO_IMAGES, demoImageSvg, type DemoImage, type DemoImageKey } from './images.js';
export {
  DEMO_ADMIN_EMAIL,
  DEMO_MEMBER_EMAIL,
  DEMO_NEW_EMAIL,
  DEMO_PASSWORD,
  DEMO_STAFF_EMAIL,
} from './people.data.js';

/** What the demo studio needs from the caller: the moment it starts and the hashed passwords. */
export interface DemoInput {
  readonly now: Date;
  readonly random: Random;
  readonly admin: SeedAccount;
  /** Hash of the password of socia, nueva and the other customers. */
  readonly memberHash: string;
}

/** Writes the whole demo studio of the runtime contract (settings aside) through `tx`. */
export const seedDemoStudio = async (tx: Tx, input: DemoInput): Promise<void> => {
  const { now, random } = input;
  const catalogue = await seedCatalogue(tx, now);
  const commerce = await seedCommerce(tx, catalogue, now);
  const content = await seedContent(tx, now);
  const people = await seedPeople(tx, { admin: input.admin, memberHash: input.memberHash, content, now, random });
  const credits = await seedPurchases(tx, people, commerce, now);
  const classes = await seedSchedule(tx, catalogue, commerce, { now, zone: DEMO_TIME_ZONE, random });
  await seedBookings(tx, classes, { now, random, people, credits });
  await seedVideos(tx, catalogue, people, { now, random });
};
