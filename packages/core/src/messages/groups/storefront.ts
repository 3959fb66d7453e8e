/** The storefront around the package cards (spec 2 'Packages screen'): what the spec leaves to us. */
export const storefront = {
  eventsTitle: 'Eventos Especiales',
  soldOut: 'Agotado',
  placesLeftOne: 'Queda {count} lugar',
  placesLeftMany: 'Quedan {count} lugares',
  details: 'Ver detalles',
  buyLabel: '{action} {title}',
  onlineAccess: 'Acceso a clases online',
  onlyFor: 'Válido para {types}',
  homeMore: 'Ver todos los paquetes',
} as const;
