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
  /** An upload field (FileField): its buttons, its progress and an image-only refusal. */
  uploadFile: 'Subir archivo',
  replaceFile: 'Cambiar',
  removeFile: 'Quitar',
  uploading: 'Subiendo archivo…',
  noFile: 'Sin archivo.',
  imageOnly: 'Solo puedes cargar imágenes (JPG, PNG, WEBP o GIF).',
  /** The preview of an uploaded image, with `{label}` (the field's). */
  previewAlt: 'Vista previa de {label}',
  /** A list's row that offers no 'Eliminar' (e.g. a form the app uses). */
  cannotRemove: 'No se puede eliminar',
  /** A form's submit button when the screen names none. */
  save: 'Guardar',
  /**
   * A list ordered by dragging (SortableList): its handle, 'Subir' and 'Bajar'
   * (named after the item where they show only arrows) and what a screen
   * reader hears while dragging, with `{name}`, `{position}` and `{count}`.
   */
  dragHandle: 'Mover {name}',
  moveUp: 'Subir',
  moveDown: 'Bajar',
  moveUpNamed: 'Subir {name}',
  moveDownNamed: 'Bajar {name}',
  dragPickedUp: 'Tomaste «{name}». Posición {position} de {count}.',
  dragMoved: '«{name}» ahora en la posición {position} de {count}.',
  dragDropped: 'Soltaste «{name}» en la posición {position} de {count}.',
  dragCancelled: 'Cancelaste el movimiento de «{name}».',
} as const;
