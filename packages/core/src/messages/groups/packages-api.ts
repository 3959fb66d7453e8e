/**
 * The server's refusals on packages and discount codes (spec 7 'Packages' and
 * 'Discounts'), beside the spec's own texts in `checkout` and `discounts`.
 */
export const packagesApi = {
  packageInUse:
    'No puedes eliminar este paquete porque ya tiene compras. Márcalo como no disponible para dejar de venderlo.',
  duplicateClassType: 'Cada tipo de clase puede aparecer una sola vez en el paquete.',
  notSpecialEvent: 'Este paquete no es un evento especial.',
  discountCodeTaken: 'Ya existe un descuento con ese código.',
  invalidAmount: 'Escribe un monto válido: sin negativos y con hasta 2 decimales.',
  percentTooHigh: 'Un descuento en porcentaje no puede ser mayor a 100.',
  codeFormat: 'El código debe tener de 2 a 40 letras, números, guiones o guiones bajos.',
} as const;
