/**
 * The forms, custom fields and addresses API: refusals and the saved and
 * deleted notices (spec 8: 'Saved and deleted notices exist for … address,
 * form and custom field'), written in Spanish like every text a user reads.
 */
export const formsApi = {
  formNotFound: 'No encontramos el formulario.',
  customFieldNotFound: 'No encontramos el campo personalizado.',
  addressNotFound: 'No encontramos la dirección.',
  addressExists: 'Ya tienes una dirección registrada; edítala en lugar de agregar otra.',
  fieldKeyFormat: 'La clave de un campo empieza con una letra y solo lleva letras, números, guiones y guiones bajos.',
  fieldKeysRepeated: 'Cada campo del formulario necesita una clave distinta.',
  preconditionFormat: 'La condición debe tener la forma campo=valor.',
  classNameFormat: 'Las clases de un campo solo llevan letras, números, guiones y espacios.',
  customValuesRepeated: 'Envía un solo valor por campo personalizado.',
  customFieldKeyTaken: 'Ya existe un campo personalizado con esa clave.',
  customFieldKeyReserved: 'Esa clave la usa un dato del cliente; elige otra.',
  formSaved: 'Formulario guardado.',
  formDeleted: 'Formulario eliminado.',
  customFieldSaved: 'Campo personalizado guardado.',
  customFieldDeleted: 'Campo personalizado eliminado.',
  addressSaved: 'Dirección guardada.',
  addressDeleted: 'Dirección eliminada.',
} as const;
