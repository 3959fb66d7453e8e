export const paymentMethods = {
  deleteFailed: 'Hubo un error al agregar este método de pago.',
  savedCard: '¡Método de Pago guardado con éxito!',
  deletedCard: 'Metodo de Pago eliminado con éxito.',
  saved: 'Método de pago guardado.',
  adminSaved: 'payment_method saved.',
  adminDeleted: 'payment_method deleted.',
} as const;
