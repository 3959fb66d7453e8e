/** A header-safe ASCII stand-in of a name: what old clients show when they ignore `filename*`. */
const asciiName = (name: string): string => name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '').trim() || 'archivo';

/** RFC 5987's encoding of a UTF-8 name: encodeURIComponent plus the characters it leaves that the RFC does not allow. */
const encodedName = (name: string): string =>
  encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * How a stored file opens: images and videos inline (a player shows them;
 * neither runs code), anything else (a PDF) as a download under its shown
 * name, so a document never renders inside the studio's own origin.
 */
export const contentDisposition = (type: string, name: string): string => {
  if (type.startsWith('image/') || type.startsWith('video/')) return 'inline';
  return `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${encodedName(name)}`;
};
