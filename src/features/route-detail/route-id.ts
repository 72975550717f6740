/** The route id of the URL, or null when it cannot be one (`/routes/abc`, `/routes/0`). */
export function parseRouteId(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
