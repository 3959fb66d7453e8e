/** The stable codes of the files API's refusals, shared by the server, the HTTP adapter and the fake. */
export const FILE_CODES = {
  notFound: 'file/not-found',
  inUse: 'file/in-use',
  missing: 'files/missing',
  empty: 'files/empty',
  tooLarge: 'files/too-large',
  videoTooLarge: 'files/video-too-large',
  typeNotAllowed: 'files/type-not-allowed',
  notAVideo: 'files/not-a-video',
  notAnImage: 'files/not-an-image',
  notMultipart: 'validation/content-type',
  malformedMultipart: 'validation/malformed-multipart',
  storageUnavailable: 'files/storage-unavailable',
  storageFailed: 'files/storage-failed',
} as const;
