import { useRoutes, type RouteObject } from 'react-router';
import { lazyRoute } from '../../app/lazyRoute.js';
import { staffRoutes } from '../staff/routes.js';
import { AdminGate } from './AdminGate.js';
import { AdminLayout } from './AdminLayout.js';

/**
 * The back office's own route table, relative to /admin: the door
 * (AdminGate: the team), the chrome (AdminLayout), then each screen, lazy;
 * admin-only screens sit under RequireAdmin. It lives in the admin chunk, so
 * the first load of '/' carries one route for the whole area. Parts 2 and 3
 * of the back office add their screens here and their entries in
 * `adminMenu.ts`.
 */
export const adminAreaRoutes: RouteObject[] = [
  {
    element: <AdminGate />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: lazyRoute(async () => (await import('./today/TodayScreen.js')).TodayScreen) },
          { path: 'clientes', element: lazyRoute(async () => (await import('./customers/CustomersScreen.js')).CustomersScreen) },
          { path: 'clientes/:customerId', element: lazyRoute(async () => (await import('./customer/CustomerScreen.js')).CustomerScreen) },
          { path: 'checkin', element: lazyRoute(async () => (await import('./checkin/CheckinScreen.js')).CheckinScreen) },
          { path: 'clases/:singleClassId', element: lazyRoute(async () => (await import('./roster/RosterScreen.js')).RosterScreen) },
          ...staffRoutes,
          {
            element: lazyRoute(async () => (await import('./RequireAdmin.js')).RequireAdmin),
            children: [
              { path: 'equipo', element: lazyRoute(async () => (await import('./team/TeamScreen.js')).TeamScreen) },
              { path: 'configuracion', element: lazyRoute(async () => (await import('./settings/SettingsScreen.js')).SettingsScreen) },
              { path: 'ubicaciones', element: lazyRoute(async () => (await import('./catalogue/LocationsScreen.js')).LocationsScreen) },
              { path: 'avisos', element: lazyRoute(async () => (await import('./content/AnnouncementsScreen.js')).AnnouncementsScreen) },
              { path: 'paginas', element: lazyRoute(async () => (await import('./content/PagesScreen.js')).PagesScreen) },
              { path: 'formularios', element: lazyRoute(async () => (await import('./content/forms/FormsScreen.js')).FormsScreen) },
              { path: 'formularios/:formId', element: lazyRoute(async () => (await import('./content/forms/FormBuilderScreen.js')).FormBuilderScreen) },
              { path: 'campos', element: lazyRoute(async () => (await import('./content/customFields/CustomFieldsScreen.js')).CustomFieldsScreen) },
              { path: 'coaches', element: lazyRoute(async () => (await import('./catalogue/CoachesScreen.js')).CoachesScreen) },
              { path: 'etiquetas', element: lazyRoute(async () => (await import('./catalogue/TagsScreen.js')).TagsScreen) },
              { path: 'tipos-de-clase', element: lazyRoute(async () => (await import('./catalogue/ClassTypesScreen.js')).ClassTypesScreen) },
              { path: 'categorias', element: lazyRoute(async () => (await import('./catalogue/CategoriesScreen.js')).CategoriesScreen) },
              { path: 'programas', element: lazyRoute(async () => (await import('./catalogue/ProgramsScreen.js')).ProgramsScreen) },
              { path: 'penalizaciones', element: lazyRoute(async () => (await import('./catalogue/PenaltiesScreen.js')).PenaltiesScreen) },
              { path: 'creditos', element: lazyRoute(async () => (await import('./catalogue/CreditsScreen.js')).CreditsScreen) },
              { path: 'paquetes', element: lazyRoute(async () => (await import('./catalogue/packages/PackagesScreen.js')).PackagesScreen) },
              { path: 'descuentos', element: lazyRoute(async () => (await import('./catalogue/DiscountsScreen.js')).DiscountsScreen) },
              { path: 'metodos-de-pago', element: lazyRoute(async () => (await import('./catalogue/PaymentMethodsScreen.js')).PaymentMethodsScreen) },
              { path: 'videos', element: lazyRoute(async () => (await import('./catalogue/videos/VideosScreen.js')).VideosScreen) },
              { path: 'horarios', element: lazyRoute(async () => (await import('./schedule/ScheduleScreen.js')).ScheduleScreen) },
              { path: 'reportes', element: lazyRoute(async () => (await import('./reports/ReportsScreen.js')).ReportsScreen) },
              { path: 'tareas', element: lazyRoute(async () => (await import('./jobs/JobsScreen.js')).JobsScreen) },
            ],
          },
          { path: '*', element: lazyRoute(async () => (await import('./AdminNotFound.js')).AdminNotFound) },
        ],
      },
    ],
  },
];

/** Everything under /admin. */
export const AdminArea = () => useRoutes(adminAreaRoutes);
