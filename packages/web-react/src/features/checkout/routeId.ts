/** A route's id parameter as a positive whole number, or null (a malformed id reads as one that does not exist). */
export const routeId = (param: string | undefined): number | null => {
  const id = /^\d{1,9}$/.test(param ?? '') ? Number(param) : 0;
  return id > 0 ? id : null;
};
