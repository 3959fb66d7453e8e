/**
 * The profile screen, /mystudio/informacion (spec 2, Other member screens:
 * a personal-information card and the 'Dirección de Facturación' card, each
 * with a view and an edit mode), its photo, the dynamic form's controls and
 * the 'Completar Información' modal's way to the profile. The notices
 * 'Perfil actualizado con éxito.' and 'Dirección guardada.', and the photo's
 * refusals, live in `profile`, `formsApi` and `files`.
 */
export const profileScreen = {
  title: 'Mi Información',
  lead: 'Tus datos personales y tu dirección de facturación.',
  loading: 'Cargando tu información',
  retry: 'Reintentar',
  personalTitle: 'Información Personal',
  addressTitle: 'Dirección de Facturación',
  edit: 'Editar',
  editPersonal: 'Editar información personal',
  editAddress: 'Editar dirección de facturación',
  save: 'Guardar',
  notSet: 'Sin capturar',
  /** The e-mail change waits for the link sent to the new address. */
  pendingEmail: 'Pendiente de confirmar: {email}. Revisa tu correo para terminar el cambio.',
  noAddress: 'Aún no has agregado tu dirección de facturación.',
  addAddress: 'Agregar dirección',
  // The photo.
  photoAlt: 'Foto de perfil de {name}',
  changePhoto: 'Cambiar foto',
  removePhoto: 'Quitar foto',
  photoUpdated: 'Foto actualizada con éxito.',
  photoRemoved: 'Foto eliminada con éxito.',
  // 'Completar Información' (spec 2: 'A modal asks for personal information … and leads to /mystudio/informacion').
  completeIntro: 'Completa tu información para continuar.',
  goToProfile: 'Ir a mi perfil',
  // The dynamic form's controls.
  addOption: 'Agregar "{value}"',
  removeOption: 'Quitar {value}',
  chosenOptions: 'Elegidas: {values}',
  showOptions: 'Mostrar opciones de {label}',
  pickedFiles: 'Archivos elegidos para {label}',
  filePreview: 'Vista previa de {name}',
  currentFile: 'Archivo actual',
  yearOf: '{date} de {year}',
} as const;
