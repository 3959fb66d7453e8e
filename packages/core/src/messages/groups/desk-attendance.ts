/**
 * Attendance and no-shows (issue 16): what the roster says of a no-show
 * and of the time left to correct it, the refusal of a correction after
 * that time, and the e-mail that tells a customer she has a penalty.
 * Templates take their values through `fill`.
 */
export const deskAttendance = {
  /** A no-show the desk may still undo: when the time to do it ends. */
  noShowUndoUntil: 'Puedes corregir esta falta hasta el {date} a las {time}.',
  /** A no-show past the time to undo it: why there are no buttons. */
  noShowLocked: 'Falta registrada. Ya no se puede corregir: pasaron las {hours} horas para hacerlo.',
  /** The server's refusal (409) of a correction after the time to undo it. */
  undoWindowClosed: 'Esta falta ya no se puede corregir: pasaron más de {hours} horas desde que se registró.',
  /** The undo of a no-show that had caused a penalty. */
  penaltyLifted: 'Se quitó la penalización que había causado esta falta.',
  penaltyAppliedSubject: 'Tienes una penalización: podrás reservar de nuevo a partir del {date}',
  penaltyAppliedGreeting: 'Hola {name}:',
  penaltyAppliedGreetingNoName: 'Hola:',
  penaltyAppliedBody:
    'Registramos {reason} en tus clases, así que no podrás reservar hasta el {date}. Tus reservaciones que ya tenías siguen en pie.\n\nSi alguna de esas faltas es un error, avísanos y la corregimos.\n\nTus reservaciones: {link}\n',
} as const;
