/**
 * 'Mis Compras' (spec 2 /mystudio/membresias) texts the spec leaves to the
 * app: the table's headers and names, the loading word and the cancel
 * button's spoken name. The title is `memberArea.myPurchases`, the empty
 * text `content.noPurchases`, the button and the reason's label are in
 * `purchases`, the dialog's title `common.confirmTitle`.
 */
export const myPurchases = {
  tableCaption: 'Tus compras',
  loading: 'Cargando tus compras',
  columns: {
    package: 'Paquete',
    purchasedAt: 'Fecha de compra',
    total: 'Total',
    status: 'Estado',
    nextBilling: 'Próximo cobro',
    actions: 'Acciones',
  },
  /** The cancel button's spoken name, so each row's button says which purchase it ends. */
  cancelLabel: 'Cancelar Suscripción de {title}',
  cancelQuestion: '¿Deseas cancelar tu suscripción a {title}? Cuéntanos el motivo.',
  confirmCancel: 'Cancelar Suscripción',
  back: 'Regresar',
  /** A paid package's content (its downloadable file or link). */
  download: 'Descargar',
  downloadLabel: 'Descargar {name}',
  goToPackages: 'Ver paquetes',
} as const;
