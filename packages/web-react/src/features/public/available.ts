import type { LandingSectionId } from '@estudio/core';

/**
 * What this build of the public site has. Links point only at screens and
 * sections that exist (issue 2: 'Screens of later slices are not linked until
 * they exist'); the slice that builds the packages list, the schedule or the
 * class type page adds it here and its link appears.
 */
export interface PublicAvailability {
  /** Landing sections this build renders. */
  readonly landingSections: readonly LandingSectionId[];
  /** The packages screen at the configured path (class_packages_path). */
  readonly packagesPage: boolean;
  /** The class type page, /class_type/{id}. */
  readonly classTypePage: boolean;
  /**
   * The checkout, /checkout/{class_package_id}: the calendar's 'Comprar' of
   * a package-bound class links it only when it exists. Absent means not built.
   */
  readonly checkoutPage?: boolean;
}

/** The public site as built now. */
export const publicAvailability: PublicAvailability = {
  landingSections: ['hero', 'about', 'mission', 'classTypes', 'coaches', 'packages', 'announcements', 'schedule'],
  packagesPage: true,
  classTypePage: true,
  checkoutPage: true,
};
