import { maxLengths } from '../../generated/limits';

/** The longest comment a route's edit form may send (`PatchedRouteModelRequest`). */
export const ROUTE_COMMENT_MAX_LENGTH: number = maxLengths.PatchedRouteModelRequest.comment;

/** The longest comment a temporary route's editor may send (`PatchedTemporaryRouteModelRequest`). */
export const TEMPORARY_ROUTE_COMMENT_MAX_LENGTH: number =
  maxLengths.PatchedTemporaryRouteModelRequest.comment;

/** The longest name of a saved view of the route list (`RouteViewRequest`). */
export const VIEW_NAME_MAX_LENGTH: number = maxLengths.RouteViewRequest.name;

/** The longest list query a saved view may keep (`RouteViewRequest`). */
export const VIEW_QUERY_MAX_LENGTH: number = maxLengths.RouteViewRequest.query;
