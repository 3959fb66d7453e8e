/**
 * 'Mis Cargos' (spec 2 /mystudio/pagos: charges and invoices; spec 4
 * 'Purchase and invoice status badges', 'Next billing date'): the texts the
 * spec leaves to the app. The title is `memberArea.myCharges`; the badges
 * are `purchases.statuses`.
 */
export const myCharges = {
  tableCaption: 'Tus cargos',
  loading: 'Cargando tus cargos',
  columns: {
    date: 'Fecha',
    package: 'Paquete',
    amount: 'Monto',
    status: 'Estado',
    nextCharge: 'Próximo cargo',
  },
  lead: 'Cada cobro de tus paquetes y suscripciones.',
  empty: 'Aún no tienes cargos. Cuando compres un paquete, aquí verás cada cobro.',
  goToPackages: 'Ver paquetes',
  /** The link from Mis Compras. */
  seeCharges: 'Ver mis cargos',
} as const;
