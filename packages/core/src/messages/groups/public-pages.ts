/** Texts of the landing page and the public content pages (spec 2, Public routes). */
export const publicPages = {
  classTypesTitle: 'Nuestras clases',
  coachesTitle: 'Coaches',
  announcementsTitle: 'Avisos',
  allAnnouncements: 'Ver todos los avisos',
  locationTitle: 'Ubicación',
  openMap: 'Ver en el mapa',
  faqTitle: 'Preguntas Frecuentes',
  coachPhoto: 'Foto de {name}',
  backHome: 'Volver al inicio',
  /** The landing's 'Calendario de Clases' section (its calendar loads later; the title and placeholder come first). */
  scheduleTitle: 'Calendario de Clases',
  scheduleWeekLoading: 'Cargando clases de la semana',
} as const;
