/**
 * The files API (spec 7: /files, /files/s3): the notices and refusals of an
 * upload, a rename and a delete, in Spanish like every text a user reads.
 */
export const files = {
  uploaded: 'Archivo cargado con éxito.',
  updated: 'Archivo actualizado con éxito.',
  deleted: 'Archivo eliminado con éxito.',
  notFound: 'No encontramos el archivo.',
  missing: 'Debes seleccionar un archivo para cargar.',
  empty: 'El archivo está vacío.',
  tooLarge: 'El archivo es demasiado grande. El tamaño máximo es de 10 MB.',
  typeNotAllowed: 'Solo puedes cargar imágenes (JPG, PNG, WEBP o GIF) o documentos PDF.',
  videoTooLarge: 'El video es demasiado grande. El tamaño máximo es de 200 MB.',
  videoTypeNotAllowed: 'Solo puedes cargar videos MP4 o WebM.',
  videoFileNotVideo: 'El archivo del video debe ser un video MP4 o WebM.',
  thumbnailNotImage: 'La miniatura debe ser una imagen (JPG, PNG, WEBP o GIF).',
  inUse: 'No puedes eliminar este archivo porque todavía se usa en el estudio.',
  multipartRequired: 'El archivo debe enviarse como formulario (multipart/form-data).',
  malformedMultipart: 'No pudimos leer el archivo enviado.',
  dataFormat: 'Los datos del archivo deben ser un objeto JSON.',
  storageUnavailable: 'El almacenamiento de archivos no está configurado. Avisa al estudio.',
  storageFailed: 'No pudimos guardar el archivo. Inténtalo de nuevo.',
} as const;
