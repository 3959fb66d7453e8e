/** Texts of the member area's gate, navigation and home (spec 2, Member area; Navigation and chrome). */
export const memberArea = {
  navigation: 'Navegación de tu cuenta',
  inPersonClasses: 'Clases Presenciales',
  calendar: 'Calendario',
  online: 'Online',
  reservations: 'Reservaciones',
  myReservations: 'Mis Reservaciones',
  myInformation: 'Mi Información',
  myPurchases: 'Mis Compras',
  myCharges: 'Mis Cargos',
  myCredits: 'Mis Créditos',
  signOut: 'Salir',
  acceptButton: 'Aceptar',
  acceptPage: 'Acepto {page}',
} as const;
