/**
 * The notices of what a customer pays (issue 17): the purchase receipt (and
 * the instructions of one paid in cash, with the studio's bank details), a
 * subscription's renewal receipt and refused renewal, her credits about to
 * expire, and the line 'Mis Cargos' shows after a refused renewal.
 * Templates take their values through `fill`.
 */
export const paymentNotices = {
  greeting: 'Hola, {name}:',
  greetingNoName: 'Hola:',
  // Purchase receipt.
  receiptSubject: 'Recibo de tu compra: {order}',
  receiptIntro: 'Gracias por tu compra de {title}. Este es tu recibo.',
  instructionsSubject: '{order}: datos para pagar en efectivo',
  instructionsIntro: 'Recibimos tu orden de {title}. Se activa cuando el estudio reciba tu pago en efectivo.',
  date: 'Fecha: {date}',
  status: 'Estado: {status}',
  classes: 'Clases: {classes}',
  method: 'Forma de pago: {method}',
  bankLine: '{label}: {value}',
  seeOrder: 'Ver tu orden:\n{link}',
  // Renewal paid.
  renewalPaidSubject: 'Recibo de tu renovación: {title}',
  renewalPaidIntro: 'Renovamos tu suscripción {title}. Cobramos {amount} el {date} y tus beneficios del nuevo periodo ya están en tu cuenta.',
  renewalNext: 'Tu próximo cargo será el {date}.',
  renewalReceipt: 'Recibo #{invoice}. Consulta tus cargos en Mis Cargos:\n{link}',
  // Renewal refused.
  renewalFailedSubject: 'No pudimos renovar tu suscripción {title}',
  renewalFailedIntro: 'No pudimos cobrar {amount} de la renovación de tu suscripción {title}: tu tarjeta fue rechazada.',
  renewalRetry: 'Intentaremos cobrarlo de nuevo el {date}.',
  renewalEnded: 'Ya no intentaremos cobrarlo de nuevo: tu suscripción terminó y tus beneficios terminan al final del periodo pagado.',
  renewalUpdateCard: 'Actualiza tu tarjeta en tus métodos de pago:\n{cardsLink}',
  renewalCharges: 'Consulta tus cargos en Mis Cargos:\n{link}',
  renewalCardMissingIntro: 'No pudimos cobrar {amount} de la renovación de tu suscripción {title}: la tarjeta guardada para ella ya no está en tus métodos de pago.',
  renewalAddCard: 'Agrega una tarjeta en tus métodos de pago para que el próximo intento se cobre:\n{cardsLink}',
  renewalProviderPending: 'Tu suscripción sigue activa por ahora: si el cobro no se completa, termina al final del periodo pagado.',
  // A subscription paid in cash (or at the desk) whose period ended: what to pay for the next one.
  cashRenewalSubject: 'Paga la renovación de tu suscripción {title}',
  cashRenewalIntro: 'Tu periodo de {title} terminó el {date}. Para renovarlo paga {amount} en efectivo en el estudio antes del {deadline}; si no lo recibimos, tu suscripción termina.',
  // Credits expiring.
  expiringSubject: 'Tus clases vencen el {date}',
  expiringOne: 'Tu clase disponible{from} vence el {date}. Después de esa fecha ya no podrás usarla.',
  expiringMany: 'Tus {count} clases disponibles{from} vencen el {date}. Después de esa fecha ya no podrás usarlas.',
  expiringUnlimited: 'Tus clases ilimitadas{from} vencen el {date}. Después de esa fecha ya no podrás usarlas.',
  expiringFrom: ' ({titles})',
  expiringBook: 'Reserva tus clases antes de que venzan:\n{link}',
  // 'Mis Cargos' after a refused renewal.
  chargesRefused: 'No pudimos cobrar la renovación de {title}. Actualiza tu tarjeta para que el próximo intento se cobre.',
  chargesUpdateCard: 'Actualizar tarjeta',
  chargesRefusedElsewhere: 'No pudimos cobrar la renovación de {title}. Se volverá a intentar con la forma de pago de tu suscripción; si cambió, revísala con tu banco o en PayPal.',
} as const;
