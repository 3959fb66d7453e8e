/**
 * Texts of the calendar files (issue 17, 'Calendar files'): the events of
 * the .ics files and the private feed, the 'Agregar a mi calendario' button
 * and the 'Calendario' section of 'Mi Información'.
 */
export const calendar = {
  /** The event's title: '{className} con {coaches}', or the class alone when it has no coach. */
  summaryWithCoaches: '{className} con {coaches}',
  /** Joins the coaches' names in a summary ('Mariana y Diego'). */
  coachesJoin: ' y ',
  /** Names the guest of a guest booking in the title. */
  summaryGuest: '{summary} (invitada: {guest})',
  descriptionIntro: 'Tu reservación en {studio}.',
  descriptionSpot: 'Lugar: {spot}',
  descriptionCancelled: 'Esta reservación está cancelada.',
  descriptionLink: 'Ve o cancela tus reservaciones en Mis Reservaciones:',
  /** The feed's name in her calendar app. */
  feedName: '{studio}: mis clases',
  /** The button on each upcoming reservation and on the booking's success message. */
  addButton: 'Agregar a mi calendario',
  addLabel: 'Agregar a mi calendario la clase de {className}, {date}',
  addFailed: 'No pudimos descargar el archivo del calendario. Intenta de nuevo.',
  /** After a booking, beside the success message. */
  bookedNotice: 'Tu clase quedó reservada. Agrégala a tu calendario para no olvidarla.',
  close: 'Cerrar',
  /** 'Mi Información' → 'Calendario'. */
  sectionTitle: 'Calendario',
  sectionIntro: 'Suscríbete a esta dirección desde tu app de calendario (Google Calendar, Apple Calendar u Outlook) y tus clases reservadas aparecerán solas. Es privada: no la compartas.',
  feedLabel: 'Dirección de tu calendario',
  noFeed: 'Aún no tienes una dirección de calendario.',
  create: 'Crear mi dirección',
  created: 'Listo: copia la dirección y suscríbete desde tu app de calendario.',
  copy: 'Copiar',
  copied: 'Dirección copiada.',
  copyFailed: 'No pudimos copiar la dirección: selecciónala y cópiala a mano.',
  regenerate: 'Generar una dirección nueva',
  regenerateQuestion: 'La dirección actual dejará de funcionar y tendrás que suscribirte de nuevo con la nueva en tus apps de calendario. ¿Deseas continuar?',
  regenerateConfirm: 'Generar',
  regenerated: 'Generamos una dirección nueva. La anterior ya no funciona.',
  loading: 'Cargando tu calendario',
  loadFailed: 'No pudimos cargar la dirección de tu calendario.',
  retry: 'Reintentar',
  reservationNotFound: 'No encontramos esa reservación entre tus próximas clases.',
  feedNotFound: 'Esta dirección de calendario ya no existe. Genera una nueva en Mi Información.',
} as const;
