export const forms = {
  fillField: 'Debes llenar este campo.',
  selectOption: 'Debes seleccionar una opción.',
  uploadFile: 'Debes cargar el archivo solicitado.',
  phoneFormat: 'El formato del teléfono no es correcto.',
  checkField: 'Revisa el campo: {label}',
  checkFields: 'Revisa los campos faltantes o inválidos.',
  optional: '(Opcional)',
  invalidDate: 'Ingresa una fecha válida.',
  invalidNumber: 'Ingresa un número válido.',
  /** The options of a boolean field that names none. */
  yes: 'Sí',
  no: 'No',
  /** The search box and empty menu of a searchable select. */
  selectPlaceholder: 'Selecciona una opción',
  noOptions: 'Sin resultados',
} as const;
