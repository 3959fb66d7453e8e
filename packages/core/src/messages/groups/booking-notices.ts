/**
 * The notices of a reservation (issue 17): the e-mail that confirms it, the
 * one that tells it was cancelled (by her or by the studio), the reminder
 * `reminder_hours` before the class with its one-tap cancel link, and the
 * page that link opens. Templates take their values through `fill`.
 */
export const bookingNotices = {
  greeting: 'Hola {name}:',
  greetingNoName: 'Hola:',
  /** `{class}` is 'Indoor Cycling del lunes 3 de marzo a las 07:00' as `classLine` writes it. */
  classLine: '{className} del {date} a las {time}',
  where: 'Lugar: {location}',
  coach: 'Coach: {coaches}',
  spot: 'Tu lugar: {spot}',
  guest: 'Es el lugar de tu invitada o invitado: {guest}.',
  // Confirmed.
  confirmedSubject: 'Reservación confirmada: {className}',
  confirmedIntro: 'Tu reservación quedó confirmada: {class}.',
  confirmedCalendar: 'Adjuntamos el evento para que lo agregues a tu calendario.',
  confirmedOutro: 'Consulta o cancela tus reservaciones aquí:\n{link}',
  // Cancelled.
  cancelledSubject: 'Reservación cancelada: {className}',
  cancelledByHer: 'Cancelaste tu reservación: {class}.',
  cancelledByStudio: 'El estudio canceló tu reservación: {class}.',
  cancelledGuests: 'También se cancelaron los lugares de tus invitados: {guests}.',
  cancelledRefunded: 'Tu crédito de clase fue devuelto.',
  cancelledKept: 'El crédito de esta clase no se devuelve.',
  cancelledCalendar: 'Si la agregaste a tu calendario, el archivo adjunto la quita.',
  cancelledOutro: 'Reserva otra clase aquí:\n{link}',
  // The reminder.
  reminderSubject: 'Recordatorio: {className} a las {time}',
  reminderIntro: 'Te esperamos en tu clase: {class}.',
  reminderCancelRefund: '¿Ya no puedes venir? Cancela con un toque y tu crédito de clase se devuelve:',
  reminderCancelLate: '¿Ya no puedes venir? Cancela con un toque para liberar tu lugar (ya pasó el límite para cancelar con reembolso: el crédito de esta clase no se devuelve):',
  reminderOutro: 'Tus reservaciones:\n{link}',
  // The page of the cancel link (/mystudio/cancelar#{token}).
  pageTitle: 'Cancelar reservación',
  pageLoading: 'Cargando tu reservación',
  pageQuestionShort: '¿Deseas cancelar esta clase?',
  pageRefund: 'Si cancelas ahora, tu crédito de clase se devuelve.',
  pageLate: 'Ya pasó el límite para cancelar con reembolso: si cancelas ahora, no se te devolverá el crédito de esta clase.',
  pageConfirm: 'Cancelar reservación',
  pageDone: 'Reservación cancelada.',
  pageDoneRefunded: 'Tu crédito de clase fue devuelto.',
  pageAlreadyCancelled: 'Esta reservación ya está cancelada.',
  pageToMember: 'Ir a Mis Reservaciones',
  pageToHome: 'Ir al inicio',
  // Refusals of the link.
  linkInvalid: 'El enlace para cancelar no es válido. Revisa que lo hayas copiado completo.',
  linkExpired: 'Este enlace ya venció: la clase ya empezó.',
} as const;
