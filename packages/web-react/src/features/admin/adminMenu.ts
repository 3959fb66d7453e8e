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
 * exists, 'Catálogo' and 'Contenido' in the contract's order (issue 15);
 * part 3 adds the schedule and reports. Staff see only the front desk's
 * entries.
 */
export const ADMIN_MENU: readonly AdminMenuGroup[] = [
  {
    label: text.groupOperation,
    entries: [
      { to: '/admin', label: text.today, roles: EVERYONE, end: true },
      { to: '/admin/clientes', label: text.customers, roles: EVERYONE },
      { to: '/admin/checkin', label: text.checkin, roles: EVERYONE },
      { to: '/admin/horarios', label: messages.deskScheduleScreen.title, roles: ADMIN },
    ],
  },
  { label: text.groupCatalogue, entries: [
    { to: '/admin/paquetes', label: messages.deskPackages.title, roles: ADMIN },
    { to: '/admin/descuentos', label: messages.deskDiscounts.discounts, roles: ADMIN },
    { to: '/admin/ubicaciones', label: messages.deskCatalogue.locations, roles: ADMIN },
    { to: '/admin/tipos-de-clase', label: messages.deskClassTypes.title, roles: ADMIN },
    { to: '/admin/categorias', label: messages.deskLists.categories, roles: ADMIN },
    { to: '/admin/programas', label: messages.deskLists.programs, roles: ADMIN },
    { to: '/admin/coaches', label: messages.deskCoaches.title, roles: ADMIN },
    { to: '/admin/etiquetas', label: messages.deskCatalogue.tags, roles: ADMIN },
    { to: '/admin/metodos-de-pago', label: messages.deskPaymentMethods.paymentMethods, roles: ADMIN },
    { to: '/admin/videos', label: messages.deskVideos.title, roles: ADMIN },
    { to: '/admin/penalizaciones', label: messages.deskLists.penalties, roles: ADMIN },
    { to: '/admin/creditos', label: messages.deskLists.credits, roles: ADMIN },
  ] },
  { label: text.groupContent, entries: [
    { to: '/admin/paginas', label: messages.deskContent.pages, roles: ADMIN },
    { to: '/admin/avisos', label: messages.deskContent.announcements, roles: ADMIN },
    { to: '/admin/formularios', label: messages.deskForms.forms, roles: ADMIN },
    { to: '/admin/campos', label: messages.deskForms.customFields, roles: ADMIN },
  ] },
  { label: text.groupStudio, entries: [
    { to: '/admin/reportes', label: messages.deskReportsScreen.title, roles: ADMIN },
    { to: '/admin/equipo', label: text.team, roles: ADMIN },
    { to: '/admin/tareas', label: messages.deskJobs.title, roles: ADMIN },
    { to: '/admin/configuracion', label: messages.deskSettings.title, roles: ADMIN },
  ] },
];

/** The menu a role sees: its entries only, and no empty group. */
export const menuFor = (role: TeamRole, menu: readonly AdminMenuGroup[] = ADMIN_MENU): AdminMenuGroup[] =>
  menu
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => entry.roles.includes(role)) }))
    .filter((group) => group.entries.length > 0);
