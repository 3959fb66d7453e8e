/**
 * The Packages screen and package cards (spec 2 'Packages screen'; spec 9
 * 'Subscription units'). The empty text is `content.noPackages` and the
 * default title `settings.packagesName`, kept once where they already are.
 */
export const packages = {
  trialTitle: 'Clases de Prueba',
  getOffer: 'Obtener Oferta',
  /** The buy button of a package with a price (the calendar's 'Comprar'). */
  buy: 'Comprar',
  unlimitedClasses: 'Clases ilimitadas',
  oneClass: '{count} clase',
  manyClasses: '{count} clases',
  /** 'cada mes', 'cada 3 meses' (spec 9: an interval count, singular and plural). */
  everyOne: 'cada {unit}',
  everyMany: 'cada {count} {units}',
  periods: {
    day: { one: 'día', many: 'días' },
    month: { one: 'mes', many: 'meses' },
    year: { one: 'año', many: 'años' },
  },
  validityOne: 'Vigencia de {count} día',
  validityMany: 'Vigencia de {count} días',
  /** The struck-through normal price, said aloud to screen readers. */
  regularPrice: 'Precio normal: {price}',
  salePrice: 'Precio de oferta: {price}',
  freeTrialOne: '{count} {unit} de prueba gratis',
  freeTrialMany: '{count} {units} de prueba gratis',
} as const;
