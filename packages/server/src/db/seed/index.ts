export { seedIfEmpty } from './seed.js';
export { ensureStudioForms } from './forms.seed.js';
export type { SeedOptions } from './types.js';
export {
  DEMO_ADMIN_EMAIL,
  DEMO_IMAGES,
  DEMO_MEMBER_EMAIL,
  DEMO_NEW_EMAIL,
  DEMO_PASSWORD,
  DEMO_SETTINGS,
  DEMO_STAFF_EMAIL,
  DEMO_TIME_ZONE,
  demoImageSvg,
  type DemoImage,
  type DemoImageKey,
} from './demo/index.js';
