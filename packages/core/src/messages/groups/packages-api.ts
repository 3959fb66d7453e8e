/**
 * The server's refusals on packages and discount codes (spec 7 'Packages' and
 * 'Discounts'), beside the spec's own texts in `checkout` and `discounts`.
 */
export const packagesApi = {
  packageInUse:
    'No puedes eliminar este paquete porque ya tiene compras. Márcalo como no disponible para dejar de venderlo.',
  duplicateClassType: 'Cada tipo de clase puede aparecer una sola vez en el paquete.',
  wholeNumber: 'Escribe un número entero, sin decimales.',
  days: 'Escribe de 1 a 3650 días.',
  positive: 'Escribe un número entero mayor a 0.',
  interval: 'Escribe un número de 1 a 365.',
  chooseClassType: 'Elige un tipo de clase.',
  packageInDiscount: 'No puedes eliminar este paquete porque un descuento se limita a él ({code}). Quítalo del descuento primero, o márcalo como no disponible.',
  packageInSettings: 'No puedes eliminar este paquete porque la configuración lo usa (inscripción o paquete del inicio). Cámbialo en Configuración primero.',
  orderRepeated: 'Cada paquete puede aparecer una sola vez en el orden.',
  orderMismatch: 'El orden debe incluir cada paquete una sola vez. Recarga la lista e inténtalo de nuevo.',
  notSpecialEvent: 'Este paquete no es un evento especial.',
  discountCodeTaken: 'Ya existe un descuento con ese código.',
  invalidAmount: 'Escribe un monto válido: sin negativos y con hasta 2 decimales.',
  percentTooHigh: 'Un descuento en porcentaje no puede ser mayor a 100.',
  codeFormat: 'El código debe tener de 2 a 40 letras, números, guiones o guiones bajos.',
} as const;
