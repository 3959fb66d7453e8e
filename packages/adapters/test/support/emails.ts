let counter = 0;

/** A fresh e-mail per call, so tests never collide on one account (or with the demo ones). */
export const uniqueEmail = (prefix = 'prueba'): string => {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}@estudio.test`;
};
