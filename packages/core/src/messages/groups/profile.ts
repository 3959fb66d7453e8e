export const profile = {
  updated: 'Perfil actualizado con éxito.',
  pendingFields: 'Necesitas cargar la siguiente información: {fields}',
  missingBirthdate: 'No has agregado tu cumpleaños',
  cityRequired: 'Debes agregar tu ciudad.',
  stateRequired: 'Debes agregar tu estado.',
  countryRequired: 'Debes agregar tu país.',
  notFound: 'No encontramos tu perfil de cliente.',
  photoNotFound: 'No encontramos la imagen que elegiste para tu foto de perfil.',
  photoNotImage: 'Tu foto de perfil debe ser una imagen.',
} as const;
