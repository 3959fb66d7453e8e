import { availableClassHandlers } from './available-classes.js';
import { classCategoryHandlers } from './class-categories.js';
import { classTypeHandlers } from './class-types.js';
import { customSpotMapHandlers } from './custom-spot-maps.js';
import { instructorHandlers } from './instructors.js';
import { locationHandlers } from './locations.js';
import { penaltyHandlers } from './penalties.js';
import { programHandlers } from './programs.js';
import { tagHandlers } from './tags.js';

/** The handlers of spec 7's catalogue, one file per resource. */
export const catalogueHandlers = {
  ...classTypeHandlers,
  ...instructorHandlers,
  ...locationHandlers,
  ...classCategoryHandlers,
  ...programHandlers,
  ...penaltyHandlers,
  ...availableClassHandlers,
  ...customSpotMapHandlers,
  ...tagHandlers,
};
