/**
 * The waitlist's modes (issue 17): the e-mails of a place booked for her
 * (mode 'auto') or offered to her (mode 'offer'), and the page where she
 * accepts an offer from its link.
 */
export const waitlistOffers = {
  greeting: 'Hola {name}:',
  greetingNoName: 'Hola:',
  bookedSubject: 'Ya tienes lugar en {className}',
  bookedBody:
    'Se liberó un lugar en la clase de {className} del {date} a las {time} ({location}) y, como eras la primera persona de la lista de espera con un crédito válido, ya te reservamos. Usamos tu crédito como en cualquier reservación.\n\nSi ya no puedes ir, cancela desde Mis Reservaciones:\n{link}\n',
  offerSubject: 'Te apartamos un lugar en {className}',
  offerBody:
    'Se liberó un lugar en la clase de {className} del {date} a las {time} ({location}) y es para ti si lo aceptas antes del {expiresDate} a las {expiresTime}. Después pasará a la siguiente persona de la lista de espera.\n\nAcepta tu lugar aquí:\n{link}\n\nAl aceptarlo se usa uno de tus créditos, como en cualquier reservación.\n',
  expiredSubject: 'Venció tu lugar apartado en {className}',
  expiredBody:
    'Te apartamos un lugar en la clase de {className} del {date} a las {time} ({location}), pero no lo aceptaste a tiempo y pasó a la siguiente persona de la lista de espera. Ya no estás en la lista de esa clase.\n\nPuedes buscar otra clase aquí:\n{link}\n',
  /** The page of the link. */
  title: 'Lugar disponible',
  loading: 'Cargando la oferta...',
  classLine: '{className}, {date} a las {time} ({location})',
  openUntil: 'Tienes hasta el {date} a las {time} para aceptarlo.',
  accept: 'Aceptar lugar',
  accepting: 'Reservando...',
  decline: 'No lo quiero',
  declining: 'Pasando el lugar...',
  accepted: 'Listo: tu lugar quedó reservado.',
  declined: 'Listo: pasamos el lugar a la siguiente persona de la lista.',
  goReservations: 'Ver Mis Reservaciones',
  toHome: 'Ir al inicio',
  buyClasses: 'Comprar Clases',
  noCreditHint: 'La oferta sigue abierta hasta el {date} a las {time}: puedes comprar clases y volver a este enlace.',
  /** The member area's waitlist help under the other modes ('notify_all' keeps spec 4's `messages.waitlist.help`). */
  helpAuto:
    'Cuando se libera un lugar en una clase llena, reservamos automáticamente a la primera persona de la lista que tenga un crédito válido para esa clase y le avisamos. Si no tienes crédito, conservas tu lugar en la lista.',
  helpOffer:
    'Cuando se libera un lugar en una clase llena, se lo ofrecemos a la primera persona de la lista: tiene {minutes} minutos para aceptarlo desde el enlace que le enviamos. Si no lo acepta a tiempo, pasa a la siguiente.',
  /** Refusals. */
  notFound: 'Este enlace ya no es válido: la oferta se aceptó, se rechazó o ya no existe.',
  expired: 'Esta oferta ya venció y el lugar pasó a la siguiente persona de la lista de espera.',
  loadError: 'No pudimos cargar la oferta. Intenta de nuevo en un momento.',
} as const;
