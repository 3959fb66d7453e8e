/** Refusals and confirmations of the schedule calls: the range of GET /single_class and the admin's class management. */
export const scheduleAdmin = {
  rangeInvalid: 'Revisa las fechas del periodo que quieres consultar.',
  rangeBackwards: 'La fecha final debe ser posterior a la fecha inicial.',
  rangeTooLong: 'Elige un periodo de 31 días o menos.',
  classNotFound: 'No encontramos esa clase. Puede que se haya cancelado.',
  classTypeNotFound: 'No encontramos ese tipo de clase.',
  locationNotFound: 'No encontramos esa ubicación.',
  instructorNotFound: 'No encontramos a uno de los instructores elegidos.',
  tagNotFound: 'No encontramos una de las etiquetas elegidas.',
  packageNotFound: 'No encontramos ese paquete.',
  categoryNotFound: 'No encontramos esa categoría de clase.',
  capacityBelowReservations: 'La capacidad no puede ser menor que las reservaciones activas de la clase ({count}).',
  cancelled: 'Clase cancelada. Reservaciones canceladas: {count}; sus créditos fueron devueltos.',
} as const;
