/**
 * The server's refusals at checkout and on purchases (spec 7 'Purchases and
 * payments'; issue 4), beside the spec's own texts in `checkout`. The web
 * shows a 412's message as the server wrote it, so these say what to do.
 */
export const checkoutApi = {
  trialUsed: 'Lo sentimos, ya aprovechaste tu paquete de prueba. Solo puedes comprar uno.',
  cashDisabled: 'El pago en efectivo no está disponible por ahora. Elige otra forma de pago.',
  providerUnavailable: 'El pago con PayPal no está disponible por ahora. Elige otra forma de pago.',
  savedCardsDisabled: 'El pago con tarjetas guardadas no está disponible por ahora. Escribe los datos de tu tarjeta.',
  savedCardNotFound: 'No encontramos esa tarjeta guardada. Elige otra o escribe los datos de tu tarjeta.',
  cardTokenRequired: 'Escribe los datos de tu tarjeta para pagar.',
  notFree: 'Este paquete tiene costo: elige una forma de pago.',
  paymentMethodInvalid: 'Esa forma de pago no está disponible. Elige otra.',
  idempotencyKeyTaken: 'No pudimos procesar tu compra. Recarga la página e inténtalo de nuevo.',
  discountsDisabled: 'Los descuentos no están disponibles por ahora.',
  sandboxOnly: 'Este procesador de tarjetas de prueba no está activo.',
  cardTokenInvalid: 'No pudimos leer los datos de tu tarjeta. Escríbelos de nuevo, por favor.',
  purchaseNotFound: 'No encontramos esta compra.',
  notCancellable: 'Solo puedes cancelar una suscripción activa.',
} as const;
