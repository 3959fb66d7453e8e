/**
 * Spanish calendar names, kept here rather than taken from the runtime's
 * ICU data, which differs between engines (e.g. 'sep' or 'sept').
 * Lowercase, as Spanish writes them; the calendar uppercases them.
 */
export const dates = {
  months: [
    'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio',
    'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre',
  ],
  monthsShort: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
  weekdays: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  weekdaysShort: ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'],
  dayOfMonth: '{day} de {month}',
} as const;
