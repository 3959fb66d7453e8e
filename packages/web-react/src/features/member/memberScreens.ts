import { RESERVATION_SCREENS } from '../reservations/paths.js';
import { MEMBER_SCREENS } from './memberLinks.js';

/**
 * The member screens this build has, by spec path. The navbar, the drawer
 * and the home's next steps link only these (issue 2: screens of later
 * slices are not linked until they exist): a slice adds its path here when
 * it adds its route.
 */
export const BUILT_MEMBER_SCREENS: ReadonlySet<string> = new Set<string>([
  MEMBER_SCREENS.calendar,
  MEMBER_SCREENS.online,
  MEMBER_SCREENS.packages,
  MEMBER_SCREENS.purchases,
  MEMBER_SCREENS.charges,
  MEMBER_SCREENS.paymentMethods,
  MEMBER_SCREENS.information,
  ...RESERVATION_SCREENS,
]);
