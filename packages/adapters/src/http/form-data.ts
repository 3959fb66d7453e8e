/**
 * A multipart body (an endpoint with `bodyKind: 'multipart'`) as FormData:
 * Blobs and Files as file parts, text as is, anything else as JSON text
 * (a form field carries only text). fetch sets the Content-Type with its
 * boundary, so none is set here.
 */
export const formDataOf = (body: unknown): FormData => {
  const form = new FormData();
  if (body === null || typeof body !== 'object') return form;
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
};
