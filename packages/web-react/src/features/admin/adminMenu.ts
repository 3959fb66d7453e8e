/** One entry of the admin side menu. */
export interface AdminMenuEntry {
  readonly to: string;
  readonly label: string;
}

/**
 * The admin side menu, as data. The check-in page is reached by a
 * reservation's QR code, not from a menu, so it is empty for now: the admin
 * screens of later issues add their entries here, and the layout shows the
 * menu once it has one.
 */
export const ADMIN_MENU: readonly AdminMenuEntry[] = [];
