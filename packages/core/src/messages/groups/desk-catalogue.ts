/**
 * The back office's catalogue (issue 15, 'Catálogo'): one list a screen,
 * with 'Nueva' (or 'Nuevo'), 'Editar', 'Eliminar' and 'Guardar'. Templates
 * take their values through `fill`.
 */
export const deskCatalogue = {
  /** What every catalogue list shares. */
  edit: 'Editar',
  remove: 'Eliminar',
  columnActions: 'Acciones',
  /** 'Ubicaciones' (/admin/ubicaciones). */
  locations: 'Ubicaciones',
  locationsIntro: 'Los lugares donde das clases. Una ubicación con clases no se puede eliminar.',
  locationsCountOne: '1 ubicación',
  locationsCount: '{count} ubicaciones',
  newLocation: 'Nueva',
  newLocationTitle: 'Nueva ubicación',
  editLocationTitle: 'Editar ubicación',
  locationFormHelp: 'El nombre aparece en el horario y en las reservas; la dirección, en la página de la ubicación.',
  locationName: 'Nombre',
  locationAddress: 'Dirección',
  noAddress: 'Sin dirección',
  searchLocations: 'Buscar ubicación',
  searchLocationsPlaceholder: 'Nombre o dirección',
  noLocations: 'Aún no hay ubicaciones. Crea la primera con «Nueva».',
  noLocationMatches: 'No hay ubicaciones con «{query}».',
  locationCreated: 'Ubicación creada.',
  locationSaved: 'Ubicación guardada.',
  locationDeleted: 'Ubicación eliminada.',
  deleteLocationConfirm: '¿Eliminar la ubicación «{name}»? Esta acción no se puede deshacer.',
} as const;
