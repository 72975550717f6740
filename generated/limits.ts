// Generated from openapi.yaml by `npm run generate`. Do not edit.

/** `maxLength` of schema properties, by schema and field. */
export const maxLengths = {
  RouteModelRequest: { comment: 1000 },
  PatchedRouteModelRequest: { comment: 1000 },
  TemporaryRouteModelRequest: { comment: 1000 },
  PatchedTemporaryRouteModelRequest: { comment: 1000 },
  RouteView: { name: 100, query: 2000 },
  RouteViewRequest: { name: 100, query: 2000 },
  PatchedRouteViewRequest: { name: 100, query: 2000 },
} as const;
