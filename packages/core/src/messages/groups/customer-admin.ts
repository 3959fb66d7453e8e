/**
 * The admin's actions on a customer's purchases and credits (spec 7
 * 'Customer': giveAccess, revokeAccess, removeClasses); the success toasts
 * are the spec's own, in `admin`. Templates take their values through `fill`.
 */
export const customerAdmin = {
  notRevocable: 'Esta compra ya no está vigente: fue cancelada, rechazada o revocada.',
  notEnoughCredits: 'No se pueden restar {amount} clases: la clienta solo tiene {available} clases disponibles.',
  emailTaken: 'Ya existe una cuenta con ese correo electrónico.',
} as const;
