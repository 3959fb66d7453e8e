/**
 * Mis Compras, Mis Cargos and the order confirmation (spec 2 '/gracias',
 * 'Other member screens'; spec 4 'Purchase and invoice status badges', 'Next
 * billing date'). The empty text is `content.noPurchases`.
 */
export const purchases = {
  statuses: {
    active: 'Activa',
    completed: 'Completada',
    pending: 'Pendiente',
    failed: 'Fallido',
    cancelledOn: 'Cancelada el {date}',
    /** A cancelled purchase without any date to name. */
    cancelled: 'Cancelada',
    revoked: 'Revocada',
  },
  /** Spec 2: /gracias/{purchase_id} is titled 'Orden #00{purchase_id}'. */
  orderTitle: 'Orden #00{id}',
  totalPaid: 'Total Pagado: {amount}',
  nextCharge: 'Próximo cargo: {date}',
  /** Spec 2: subscriptions renew every N days/months/years; other purchases expire in N days. */
  renewsEvery: 'Tus beneficios se renuevan {every}.',
  expiresInOne: 'Tus beneficios vencen en {count} día.',
  expiresInMany: 'Tus beneficios vencen en {count} días.',
  goToMyStudio: 'Ir a Mi Estudio',
  cancelSubscription: 'Cancelar Suscripción',
  cancelReasonLabel: 'Motivo de cancelación',
} as const;
