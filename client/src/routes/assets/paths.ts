/** A positive whole id from a route parameter, else null. */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}
