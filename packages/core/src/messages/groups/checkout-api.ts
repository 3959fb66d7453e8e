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
  /** No card processor on the server (no Stripe key, not local mode), or no card method in the studio. */
  cardUnavailable: 'El pago con tarjeta no está disponible por ahora. Elige otra forma de pago.',
  notFree: 'Este paquete tiene costo: elige una forma de pago.',
  paymentMethodInvalid: 'Esa forma de pago no está disponible. Elige otra.',
  idempotencyKeyTaken: 'No pudimos procesar tu compra. Recarga la página e inténtalo de nuevo.',
  discountsDisabled: 'Los descuentos no están disponibles por ahora.',
  sandboxOnly: 'Este procesador de tarjetas de prueba no está activo.',
  cardTokenInvalid: 'No pudimos leer los datos de tu tarjeta. Escríbelos de nuevo, por favor.',
  purchaseNotFound: 'No encontramos esta compra.',
  notCancellable: 'Solo puedes cancelar una suscripción activa.',
  /** The provider billing a subscription (Stripe, PayPal) could not be told: nothing changed, the same cancellation may be retried. */
  subscriptionCancelUnreachable: 'No pudimos cancelar tu suscripción con el procesador de pagos. Inténtalo de nuevo en unos minutos; tu suscripción sigue activa.',
  paymentMethodNameRequired: 'Escribe el nombre de la forma de pago.',
  /** Marking paid (or capturing) a purchase that was cancelled, refused or revoked. */
  notSettleable: 'Esta compra ya no puede marcarse como pagada: fue cancelada, rechazada o revocada.',
  paymentMethodNotFound: 'No encontramos esa forma de pago.',
  /** Deleting a saved card that is not (or no longer) hers. */
  savedCardMissing: 'No encontramos esa tarjeta guardada.',
  /** A payment provider (Stripe, PayPal) could not be reached: nothing was charged by us, the same attempt may be retried. */
  providerUnreachable: 'No pudimos comunicarnos con el procesador de pagos. Inténtalo de nuevo en unos minutos.',
  /** The bank asked to confirm a card payment (3-D Secure) that was charged without the customer present. */
  cardAuthenticationRequired: 'Tu banco pidió confirmar este pago. Escribe los datos de tu tarjeta para pagar.',
  /** A capture naming an order or subscription that is not the one this purchase opened. */
  captureMismatch: 'Este pago no corresponde a tu compra. Recarga la página e inténtalo de nuevo.',
  /** A capture before the buyer approved the payment in PayPal's window. */
  providerNotApproved: 'Aún no apruebas el pago en PayPal. Termina el pago en su ventana e inténtalo de nuevo.',
  /** PayPal refused the buyer's funding source at capture. */
  providerDeclined: 'PayPal rechazó el pago. Elige otra forma de pago en su ventana e inténtalo de nuevo.',
  /** A captured amount or currency that is not the purchase's: nothing is granted until the studio checks it. */
  providerAmountMismatch: 'El monto del pago no coincide con tu compra. Escríbenos para revisarlo.',
  /** A webhook whose signature does not verify (server to server). */
  webhookSignatureInvalid: 'La firma del aviso no es válida.',
} as const;
