import { messages, type TeamRole } from '@estudio/core';

/** One entry of the admin menu: where it goes, its label, and who sees it. */
export interface AdminMenuEntry {
  readonly to: string;
  readonly label: string;
  /** The roles that see it; an entry for the admin only lists just 'admin'. */
  readonly roles: readonly TeamRole[];
  /** Matches only its own path (the area's home), not the screens under it. */
  readonly end?: boolean;
}

/** A group of the admin menu ('Operación', 'Catálogo', 'Contenido', 'Estudio'). */
export interface AdminMenuGroup {
  readonly label: string;
  readonly entries: readonly AdminMenuEntry[];
}

const text = messages.desk;
const EVERYONE: readonly TeamRole[] = ['staff', 'admin'];
const ADMIN: readonly TeamRole[] = ['admin'];

/**
 * The admin menu, as data (issue 12). Each screen adds its entry when it
 * exists; parts 2 and 3 of the back office fill 'Catálogo' and
 * 'Contenido'. Staff see only the front desk's entries.
 */
export const ADMIN_MENU: readonly AdminMenuGroup[] = [
  {
    label: text.groupOperation,
    entries: [
      { to: '/admin', label: text.today, roles: EVERYONE, end: true },
      { to: '/admin/clientes', label: text.customers, roles: EVERYONE },
      { to: '/admin/checkin', label: text.checkin, roles: EVERYONE },
    ],
  },
  { label: text.groupCatalogue, entries: [
    { to: '/admin/ubicaciones', label: messages.deskCatalogue.locations, roles: ADMIN },
    { to: '/admin/etiquetas', label: messages.deskCatalogue.tags, roles: ADMIN },
  ] },
  { label: text.groupContent, entries: [] },
  { label: text.groupStudio, entries: [{ to: '/admin/equipo', label: text.team, roles: ADMIN }] },
];

/** The menu a role sees: its entries only, and no empty group. */
export const menuFor = (role: TeamRole, menu: readonly AdminMenuGroup[] = ADMIN_MENU): AdminMenuGroup[] =>
  menu
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => entry.roles.includes(role)) }))
    .filter((group) => group.entries.length > 0);
