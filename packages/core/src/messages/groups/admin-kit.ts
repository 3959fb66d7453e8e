/**
 * The back office's building blocks (issue 12): the data table, forms, the
 * side panel. Screens of the admin area read these through `messages.adminKit`.
 * Templates take their values through `fill`. The form summary's texts are
 * the `forms` group's (`checkField`, `checkFields`), and 'Cerrar' is the UI
 * kit's (`ui.close`): said once, read from there.
 */
export const adminKit = {
  /** The data table: its failed load, its pager. */
  loadError: 'No pudimos cargar la información.',
  retry: 'Reintentar',
  pagerLabel: 'Páginas de {label}',
  previousPage: 'Anterior',
  nextPage: 'Siguiente',
  pageOf: 'Página {page} de {pages}',
  rangeOf: '{from}–{to} de {total}',
  /** A page of a list the server stopped counting: how many pages there are is not known. */
  pageOnly: 'Página {page}',
  rangeOfMore: '{from}–{to} de más de {total}',
  /** The search box. */
  search: 'Buscar',
  clearSearch: 'Borrar búsqueda',
  /** A form's submit button when the screen names none. */
  save: 'Guardar',
} as const;
