export const videos = {
  notFound: 'Lo sentimos, no hemos encontrado este video.',
  noMembership: 'Lo sentimos, no cuentas con una membresía activa para clases online',
  empty: 'Aún no hay videos disponibles.',
  favoriteAdded: '¡Favorito agregado!',
  favoriteRemoved: '¡Favorito eliminado!',
} as const;
