/**
 * The notices a customer receives (issue 17): the e-mail layout's words,
 * the 'Notificaciones' section of 'Mi Información' (her choice of topics by
 * e-mail and by WhatsApp, and the WhatsApp opt-in she agrees to), and the
 * server's refusals. The notices' own texts live with their areas
 * (`waitlist`, `schedule`, ...).
 */
export const notices = {
  // The e-mail layout (notify/layout.ts).
  /** The footer line of every notice e-mail, above the link to 'Mi Información'. */
  mailFooter: 'Puedes elegir qué avisos recibes en Mi Información:',
  /** The footer of a mail sent whatever she chose (password reset, e-mail change). */
  mailFooterAlways: 'Recibes este correo porque tienes una cuenta en {studio}.',

  // 'Notificaciones' in 'Mi Información'.
  title: 'Notificaciones',
  /** The section's landmark name: the alerts' live region is already 'Notificaciones' (`ui.notifications`). */
  regionLabel: 'Mis notificaciones',
  lead: 'Elige qué avisos quieres recibir y por dónde.',
  loading: 'Cargando tus notificaciones',
  retry: 'Reintentar',
  emailLegend: 'Por correo electrónico',
  whatsappLegend: 'Por WhatsApp',
  save: 'Guardar notificaciones',
  saved: 'Notificaciones guardadas.',
  /** The WhatsApp opt-in: the words she agrees to are stored with the time (server side). */
  /** Names every topic offered by WhatsApp (`topics` below): she agrees to what she may switch on. */
  whatsappOptIn: 'Acepto recibir por WhatsApp, al número {phone}, los avisos que elija aquí: mis reservaciones y penalizaciones, recordatorios de mis clases, la lista de espera, cambios y cancelaciones de clases, recibos y cobros, y créditos por vencer. Puedo dejar de recibirlos cuando quiera desde aquí.',
  whatsappNoPhone: 'Agrega tu teléfono en tu información personal para recibir avisos por WhatsApp.',
  whatsappUnavailable: 'El estudio todavía no envía avisos por WhatsApp.',
  whatsappSince: 'Aceptaste recibir avisos por WhatsApp el {date}.',
  topics: {
    reservations: 'Reservaciones confirmadas, canceladas y penalizaciones',
    reminders: 'Recordatorios antes de tus clases',
    waitlist: 'Lista de espera',
    classChanges: 'Cambios y cancelaciones de clases',
    payments: 'Recibos y cobros',
    credits: 'Créditos por vencer',
  },

  // The server's refusals (api/errors/notices.ts).
  whatsappNotConfigured: 'El estudio no tiene configurado WhatsApp.',
  whatsappNeedsPhone: 'Necesitas un teléfono en tu información personal para recibir avisos por WhatsApp.',
  whatsappNeedsConsent: 'Para recibir avisos por WhatsApp debes aceptar el texto de consentimiento.',
} as const;
