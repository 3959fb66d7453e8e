export const content = {
  loadError: 'Lo sentimos, hubo un error al mostrar este contenido.',
  noContent: 'Sin contenido.',
  noAnnouncements: 'No hay avisos por mostrar.',
  noPackages: 'No hay paquetes disponibles.',
  noPurchases: 'No has hecho ninguna compra.',
  noPaymentMethods: 'No hay metodos de pago registrados',
} as const;
