/**
 * 'Horarios' of the back office (/admin/horarios, issue 16): the week and
 * day views, their filters, the phone's list of a day, and the class panel
 * ('Nueva clase', editing, 'Cancelar clase'). The API's refusals and
 * notices are `deskSchedule`'s. Templates take their values through `fill`.
 */
export const deskScheduleScreen = {
  title: 'Horarios',
  intro: 'Todas las clases del estudio, por semana o por día.',
  newClass: 'Nueva clase',
  cancelClass: 'Cancelar clase',
  // The toolbar.
  view: 'Vista',
  week: 'Semana',
  day: 'Día',
  previousWeek: 'Semana anterior',
  nextWeek: 'Semana siguiente',
  previousDay: 'Día anterior',
  nextDay: 'Día siguiente',
  today: 'Hoy',
  columns: 'Columnas',
  byLocation: 'Ubicación',
  byCoach: 'Coach',
  filters: 'Filtros',
  location: 'Ubicación',
  coach: 'Coach',
  classType: 'Tipo de clase',
  allLocations: 'Todas las ubicaciones',
  allCoaches: 'Todos los coaches',
  allClassTypes: 'Todos los tipos',
  clearFilters: 'Quitar filtros',
  /** A template: `{start}`, `{end}` ('lunes 23 de noviembre', 'domingo 29 de noviembre'). */
  weekRange: 'Del {start} al {end}',
  loading: 'Cargando horarios',
  // The grid and the list.
  /** The grid's name for screen readers. */
  gridLabel: 'Clases de la semana',
  dayGridLabel: 'Clases del día',
  /** The time column's header. */
  hourColumn: 'Hora',
  noCoach: 'Sin coach',
  /** A template: `{booked}`, `{capacity}`. */
  booked: '{booked}/{capacity}',
  /** A template: `{booked}`. */
  bookedNoCapacity: '{booked} reservados',
  /** A template: `{booked}`, `{capacity}`: the count as read aloud. */
  bookedSpoken: '{booked} de {capacity} lugares',
  /** A template: `{count}`. */
  waitlist: '+{count} en espera',
  /** A template: `{start}`, `{end}`. */
  timeRange: '{start}–{end}',
  /** The class button's name: `{type}`, `{date}`, `{time}`. */
  openClass: '{type}, {date} a las {time}',
  inSeries: 'Serie semanal',
  roster: 'Lista',
  /** A template: `{type}`, `{time}`. */
  rosterOf: 'Ver lista de {type} a las {time}',
  empty: 'No hay clases en estos días.',
  emptyDay: 'No hay clases este día.',
  emptyFiltered: 'No hay clases con estos filtros en estos días.',
  // The panel.
  newTitle: 'Nueva clase',
  editTitle: 'Editar clase',
  newHelp: 'Una clase, o la misma clase cada semana. Antes de guardar te mostramos si la ubicación o el coach ya están ocupados.',
  editHelp: 'Mover la clase es cambiar su fecha u hora; un coach suplente es cambiar los coaches de esta clase. Avisamos a los clientes con reservación.',
  details: 'Esta clase',
  /** Instead of 'Cancelar clase', for a class that already started. */
  startedNote: 'Esta clase ya empezó: ya no se puede cancelar ni cambiar su fecha u hora. Sí puedes corregir su coach, su capacidad o su descripción.',
  /** A template: `{date}`, `{time}`. */
  when: '{date} a las {time}',
  bookedLine: 'Reservaciones',
  waitlistLine: 'Lista de espera',
  viewRoster: 'Ver lista',
  classTypeField: 'Tipo de clase',
  coachesField: 'Coaches',
  coachesHelp: 'Quien da la clase; elige varios si la comparten.',
  searchCoach: 'Buscar coach',
  coachesNone: 'Sin coach por ahora.',
  coachesOne: '1 coach elegido',
  /** A template: `{count}`. */
  coachesMany: '{count} coaches elegidos',
  noCoaches: 'Aún no hay coaches.',
  /** A template: `{query}`. */
  noCoachMatches: 'Ningún coach coincide con «{query}».',
  locationField: 'Ubicación',
  dateField: 'Fecha',
  timeField: 'Hora',
  durationField: 'Duración (minutos)',
  capacityField: 'Capacidad',
  capacityHelp: 'Lugares de la clase; no puede quedar por debajo de las reservaciones que ya tiene.',
  packageField: 'Paquete exclusivo',
  packageHelp: 'Solo se reserva con créditos de este paquete.',
  anyPackage: 'Cualquier paquete',
  descriptionField: 'Descripción',
  tagsField: 'Etiquetas',
  tagsHelp: 'Ayudan a tus clientes a encontrar la clase.',
  searchTag: 'Buscar etiqueta',
  tagsNone: 'Sin etiquetas.',
  tagsOne: '1 etiqueta elegida',
  /** A template: `{count}`. */
  tagsMany: '{count} etiquetas elegidas',
  noTags: 'Aún no hay etiquetas de clases.',
  /** A template: `{query}`. */
  noTagMatches: 'Ninguna etiqueta coincide con «{query}».',
  choicesLoading: 'Cargando…',
  choicesUnavailable: 'No disponible',
  choicesFailed: 'No pudimos cargar los tipos de clase, coaches, ubicaciones, paquetes o etiquetas.',
  // Once or weekly.
  repeat: 'Repetir',
  once: 'Una vez',
  weekly: 'Cada semana',
  weekdays: 'Días de la semana',
  weekdayNames: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'],
  fromDate: 'Desde',
  ends: 'Termina',
  untilDateChoice: 'En una fecha',
  weeksChoice: 'Después de varias semanas',
  untilDate: 'Hasta',
  weeksField: 'Semanas',
  /** A template: `{count}`. */
  previewTitle: 'Se crearán {count} clases',
  previewOne: 'Se creará 1 clase',
  previewNone: 'Con estos datos no se crea ninguna clase.',
  /** A template: `{count}`: the dates past the first ones shown. */
  previewMore: 'y {count} más',
  // Which classes a change reaches.
  scope: '¿Qué clases cambian?',
  scopeOne: 'Solo esta clase',
  scopeFollowing: 'Esta y las siguientes',
  scopeHelp: 'Esta clase es parte de una serie semanal.',
  // Conflicts.
  conflictsTitle: 'Conflictos de horario',
  checkingConflicts: 'Buscando conflictos…',
  noConflicts: 'Sin conflictos: la ubicación y los coaches están libres.',
  conflictsFailed: 'No pudimos revisar los conflictos; puedes guardar de todos modos.',
  /** A template: `{type}`, `{date}`. */
  locationTaken: 'Ubicación ocupada: {type}, {date}',
  /** A template: `{coach}`, `{type}`, `{date}`. */
  coachTaken: 'Coach ocupado ({coach}): {type}, {date}',
  /** A template: `{count}`. */
  conflictsConfirm: 'Hay {count} conflicto(s) de horario: la ubicación o un coach ya tienen otra clase a esa hora. ¿Guardar de todos modos?',
  saveAnyway: 'Guardar de todos modos',
  // Answers.
  created: 'Clase creada.',
  /** A template: `{count}`. */
  seriesCreated: 'Serie creada: {count} clases.',
  /** A template: `{classes}`, `{count}`. */
  saved: 'Clase guardada en {classes} clase(s). Clientes avisados: {count}.',
  savedOne: 'Clase guardada. Clientes avisados: {count}.',
  noChanges: 'No hay cambios que guardar.',
  // 'Cancelar clase'.
  /** A template: `{type}`, `{date}`, `{time}`, `{count}`. */
  cancelConfirm: 'Vas a cancelar la clase de {type} del {date} a las {time}. Reservaciones que se cancelan: {count}. Los créditos regresan a cada cliente y avisamos a todos, también a la lista de espera.',
  /** A template: `{type}`, `{date}`, `{time}`, `{count}`. */
  cancelConfirmFollowing: 'Vas a cancelar la clase de {type} del {date} a las {time} y todas las siguientes de su serie. Se cancelan sus reservaciones ({count} en esta clase); los créditos regresan a cada cliente y avisamos a todos, también a las listas de espera.',
  cancelScope: '¿Qué clases cancelas?',
  /** The confirm's way out, never 'Cancelar' beside 'Cancelar clase'. */
  keep: 'Regresar',
  /** A template: `{reservations}`, `{count}`. */
  cancelledOne: 'Clase cancelada. Reservaciones canceladas: {reservations}; sus créditos fueron devueltos. Clientes avisados: {count}.',
  /** A template: `{classes}`, `{reservations}`, `{count}`. */
  cancelledMany: 'Clases canceladas: {classes}. Reservaciones canceladas: {reservations}; sus créditos fueron devueltos. Clientes avisados: {count}.',
  /** The class's places, from its type (spec 3 keeps the spot map on the class type). */
  spotMapTitle: 'Mapa de lugares',
  spotMapHelp: 'Los lugares de la clase son los de su tipo de clase; se cambian en',
  spotMapLink: 'Tipos de clase',
  // The form's own refusals.
  chooseClassType: 'Elige el tipo de clase.',
  chooseLocation: 'Elige la ubicación.',
  dateRequired: 'Elige la fecha.',
  timeRequired: 'Escribe la hora como HH:MM.',
  wholeMinutes: 'Escribe los minutos como número entero, de 1 a 1440.',
  wholeCapacity: 'Escribe la capacidad como número entero.',
  weeksRequired: 'Escribe cuántas semanas, de 1 a 52.',
} as const;
