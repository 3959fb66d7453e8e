export const content = {
  loadError: 'Lo sentimos, hubo un error al mostrar este contenido.',
  noContent: 'Sin contenido.',
  noAnnouncements: 'No hay avisos por mostrar.',
  noPackages: 'No hay paquetes disponibles.',
  noPurchases: 'No has hecho ninguna compra.',
  noPaymentMethods: 'No hay metodos de pago registrados',
  /** The class type page, /class_type/{id} (here rather than in publicPages, which the first load of '/' carries). */
  classTypeUpcoming: 'Próximas clases',
  classTypeNotFoundTitle: 'Clase no encontrada',
  classTypeNotFound: 'No encontramos esta clase; puede que el estudio ya no la ofrezca.',
  seeAllClasses: 'Ver todas las clases',
  /** The promotional popup of the member area (popup_presencial_*). */
  popupTitle: 'Promoción',
  popupImage: 'Promoción de {business}',
  popupLink: 'Ver promoción',
} as const;
