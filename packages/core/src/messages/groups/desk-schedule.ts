/**
 * The studio's schedule as the admin writes it (issue 16, 'Horarios'): the
 * refusals of a weekly series, of a change and of a cancellation, the
 * answers' confirmations, and the notices a booked or waitlisted customer
 * gets when her class changes or is cancelled. Templates take their values
 * through `fill`. The screen's own labels are another group.
 */
export const deskSchedule = {
  // A weekly series (POST /single_class/series).
  weekdaysRequired: 'Elige al menos un día de la semana.',
  weekdayInvalid: 'Los días de la semana van del 1 (lunes) al 7 (domingo).',
  weekdaysRepeated: 'Cada día de la semana va una sola vez.',
  timeInvalid: 'Escribe la hora como HH:MM, de 00:00 a 23:59.',
  fromDateInvalid: 'Escribe la fecha de inicio como AAAA-MM-DD.',
  untilDateInvalid: 'Escribe la fecha final como AAAA-MM-DD.',
  endRequired: 'Indica hasta qué fecha se repite o durante cuántas semanas.',
  endTwice: 'Indica hasta qué fecha o cuántas semanas, no las dos cosas.',
  untilBeforeFrom: 'La fecha final no puede ser anterior a la fecha de inicio.',
  untilTooFar: 'Una serie puede durar como máximo 366 días.',
  weeksInvalid: 'Una serie dura de 1 a 52 semanas.',
  seriesEmpty: 'Ninguno de los días elegidos cae entre esas fechas.',
  startsRequired: 'Indica al menos una fecha y hora.',
  oneStartForClass: 'Indica una sola fecha y hora para la clase que editas.',
  // A change or a cancellation.
  /** A template: `{date}` is the class that refuses (its day and time), `{count}` its live reservations. */
  capacityBelowReservationsOn: 'La capacidad no puede ser menor que las reservaciones activas de la clase del {date} ({count}).',
  alreadyCancelled: 'Esta clase ya está cancelada.',
  /** A class that already started (or, for 'following', the class chosen) is not cancelled: its places were used. */
  startedCancel: 'Esta clase ya empezó: ya no se puede cancelar.',
  /** A class that already started keeps its date and time (its coach, capacity or description may still be corrected). */
  startedMove: 'Esta clase ya empezó: ya no se puede cambiar su fecha ni su hora.',
  /** The reason 'Historial' shows on a reservation or a waitlist place the studio cancelled with its class. */
  auditReason: 'Clase cancelada por el estudio',
  // The notice of a change (time, coach or location) to a booked customer.
  /** A template: `{className}`. */
  changedSubject: 'Cambio en tu clase de {className}',
  /** A template: `{name}`. */
  changedGreeting: 'Hola {name},',
  changedGreetingNoName: 'Hola,',
  /** A template: `{className}`, `{date}` and `{time}` (when it was). */
  changedIntro: 'Tu clase de {className} del {date} a las {time} cambió. Así queda:',
  /** A template: `{date}`, `{time}`. */
  changedWhen: 'Cuándo: {date} a las {time}',
  /** A template: `{coach}`. */
  changedCoach: 'Coach: {coach}',
  noCoach: 'Por confirmar',
  /** A template: `{location}`. */
  changedWhere: 'Dónde: {location}',
  /** When the time or the location changed: the studio's change opens the window (core's `cancelDecisionAfterChange`). */
  changedRefund: 'Como el cambio fue del estudio, si cancelas te devolvemos tu crédito aunque falte poco para la clase.',
  /** A template: `{link}`. */
  changedOutro: 'Tu reservación sigue activa. Si ya no puedes asistir, cancélala en {link}',
  // The notice of a cancellation, to the booked and the waitlisted.
  /** A template: `{className}`. */
  cancelledSubject: 'Clase cancelada: {className}',
  /** A template: `{className}`, `{date}`, `{time}`, `{location}`. */
  cancelledIntro: 'El estudio canceló la clase de {className} del {date} a las {time} en {location}.',
  cancelledBooked: 'Tu reservación quedó cancelada y tu crédito fue devuelto.',
  cancelledWaitlist: 'Ya no estás en su lista de espera.',
  /** A template: `{link}`. */
  cancelledOutro: 'Reserva otra clase en {link}',
} as const;
