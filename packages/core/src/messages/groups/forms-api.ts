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
  customFieldObject: 'Un campo personalizado pertenece a los clientes: elige «Cliente».',
  /** What a form's fields must agree on (issue 15, the form builder). */
  selectNeedsOptions: 'Una lista de opciones necesita al menos una opción.',
  optionValuesRepeated: 'Cada opción necesita un valor distinto.',
  preconditionField: 'La condición debe nombrar otro campo de este formulario.',
  preconditionCycle: 'Las condiciones no pueden depender unas de otras en círculo: esos campos nunca se mostrarían.',
  preconditionValue: 'Indica el valor que muestra este campo.',
  /** With `{label}`, the label of the field the condition names. */
  preconditionOption: 'El valor de la condición debe ser una de las opciones de «{label}».',
  stepFormat: 'El paso es un número del 1 al 100.',
  /** Forms the app uses, and custom fields a form uses (409). */
  profileFormInUse: 'No puedes eliminar el formulario de perfil: tus clientes lo llenan en «Mi Información». Puedes cambiar sus campos.',
  addressFormInUse: 'No puedes eliminar el formulario de dirección: tus clientes lo usan para su dirección de facturación. Puedes cambiar sus campos.',
  addressFormFields: 'El formulario de dirección necesita los campos de ciudad, estado y país (claves city, state y country).',
  /** With `{form}`, the name of the form that uses the field. */
  customFieldInUse: 'No puedes eliminar este campo porque el formulario «{form}» lo usa. Quítalo primero de ese formulario.',
  /** With `{form}`, the name of the form that uses the field's key. */
  customFieldKeyInUse: 'No puedes cambiar la clave de este campo porque el formulario «{form}» la usa. Cámbiala primero en ese formulario.',
  formSaved: 'Formulario guardado.',
  formDeleted: 'Formulario eliminado.',
  customFieldSaved: 'Campo personalizado guardado.',
  customFieldDeleted: 'Campo personalizado eliminado.',
  addressSaved: 'Dirección guardada.',
  addressDeleted: 'Dirección eliminada.',
} as const;
