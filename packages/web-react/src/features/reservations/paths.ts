import type { StudioConfig } from '@estudio/core';
import { MEMBER_SCREENS, memberPackagesHref } from '../member/memberLinks.js';

/** The spec path of 'Mis Listas de Espera' (spec 2): not a navbar link, reached from /mystudio. */
export const WAITLISTS_SCREEN = '/mystudio/waitlists';

/** The member screens this feature builds, by spec path (what BUILT_MEMBER_SCREENS lists). */
export const RESERVATION_SCREENS: readonly string[] = [MEMBER_SCREENS.reservations, WAITLISTS_SCREEN, MEMBER_SCREENS.credits];

/**
 * Where 'Comprar Clases' and '+ Créditos' lead: the member packages screen
 * at the studio's path, or null while that screen is not built (issue 2:
 * screens of later slices are not linked until they exist). `built` is the
 * member area's built set, the same gate as the navbar's links, and the
 * address the same as theirs (`memberPackagesHref`).
 */
export const memberPackagesPath = (config: StudioConfig, built: ReadonlySet<string>): string | null =>
  built.has(MEMBER_SCREENS.packages) ? memberPackagesHref(config) : null;
