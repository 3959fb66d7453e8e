/** Texts of the web UI kit (buttons, fields, dialogs, alerts). */
export const ui = {
  loading: 'Cargando',
  close: 'Cerrar',
  dismissAlert: 'Cerrar aviso',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  selectPlaceholder: 'Selecciona una opción',
  notifications: 'Notificaciones',
  required: 'obligatorio',
} as const;
