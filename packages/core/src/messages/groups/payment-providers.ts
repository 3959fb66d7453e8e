/** The payment providers' fields and buttons at checkout (Stripe's card field, PayPal's buttons). */
export const paymentProviders = {
  cardLabel: 'Datos de tu tarjeta',
  cardSecure: 'Tu tarjeta se procesa de forma segura; el estudio nunca ve su número.',
  loading: 'Cargando el pago seguro...',
  buttonsLabel: 'Paga con PayPal',
  buttonsHint: 'Se abrirá una ventana de PayPal para aprobar el pago.',
  cancelled: 'Cerraste la ventana de PayPal sin pagar. Puedes intentarlo de nuevo.',
} as const;
