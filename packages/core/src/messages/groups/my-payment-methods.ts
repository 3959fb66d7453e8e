/**
 * 'Mis Método de Pago' (spec 2 /mystudio/metodos; spec 3 'Saved card'): the
 * texts the spec leaves to the app. The spec's own texts stay where they
 * are: the empty text `content.noPaymentMethods`, the success and failure
 * notices in `paymentMethods`, the card refusals in `checkout`.
 */
export const myPaymentMethods = {
  /** The screen's title and its link, as spec 2 names it. */
  title: 'Mis Método de Pago',
  lead: 'Guarda una tarjeta para pagar tus paquetes más rápido.',
  listLabel: 'Tus tarjetas guardadas',
  loading: 'Cargando tus métodos de pago',
  addedOn: 'Agregada el {date}',
  /** A saved card whose brand the processor does not name ('other'). */
  otherBrand: 'Tarjeta',
  addTitle: 'Agregar tarjeta',
  save: 'Guardar tarjeta',
  saving: 'Guardando tu tarjeta...',
  /** Spoken while the studio's ways to pay load, before the card form or the note below shows. */
  formLoading: 'Cargando el formulario de tarjeta',
  /**
   * In place of the card form when the studio takes no card (its ways to pay
   * name none). It promises no other way to pay: cash checkout may be off too.
   */
  cardsUnavailable: 'Por ahora el estudio no acepta tarjetas en línea, así que no puedes agregar una aquí.',
  /** A save that failed for a reason that is not the card's. */
  saveFailed: 'No pudimos guardar tu tarjeta. Inténtalo de nuevo.',
  remove: 'Eliminar',
  /** The delete button's spoken name, so each says which card it deletes. */
  removeLabel: 'Eliminar {card}',
  /** Spec 2's 'delete payment method' modal. */
  removeTitle: 'Eliminar método de pago',
  removeQuestion: '¿Deseas eliminar tu {card}? Ya no podrás pagar con ella.',
  confirmRemove: 'Eliminar tarjeta',
  back: 'Regresar',
  /** The link from Mis Compras. */
  manage: 'Mis métodos de pago',
} as const;
