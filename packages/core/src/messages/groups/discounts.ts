export const discounts = {
  exhausted: 'Lo sentimos, ya has agotado este descuento.',
  invalid: 'Lo sentimos, ese descuento no es válido.',
  adminNotFound: 'Descuento no encontrado.',
} as const;
