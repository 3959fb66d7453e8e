/**
 * 'Tareas automáticas' (issue 17): what runs by itself (renewals,
 * reminders, the no-show sweep…) and the runs that failed after their
 * retries, for the admins.
 */
export const deskJobs = {
  title: 'Tareas automáticas',
  intro: 'Lo que el sistema hace solo: renovaciones, recordatorios, faltas, avisos. Una tarea que falla se reintenta sola varias veces; si aun así falla, aparece aquí.',
  scheduledTitle: 'Programadas',
  every: 'Cada {every}',
  seconds: '{n} s',
  minutes: '{n} min',
  hours: '{n} h',
  failedTitle: 'Con error',
  noneFailed: 'Ninguna tarea ha fallado. Todo funciona.',
  noneScheduled: 'Este servidor no tiene tareas programadas.',
  columnJob: 'Tarea',
  columnFailedAt: 'Falló',
  columnAttempts: 'Intentos',
  columnError: 'Error',
  retry: 'Reintentar',
  retried: 'Se volverá a intentar en unos segundos.',
  retryFailed: 'No se pudo reintentar. Intenta de nuevo.',
  loadFailed: 'No se pudieron cargar las tareas.',
  notFailed: 'Esa ejecución ya no está en error: quizá ya se reintentó.',
  unknownJob: 'Tarea {name}',
  timedOut: 'La tarea tardó demasiado y se detuvo; se volverá a intentar.',
  shutDown: 'El servidor se detuvo mientras la tarea corría.',
} as const;
