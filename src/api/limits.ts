import { maxLengths } from '../../generated/limits';

/**
 * The longest comment a route or a temporary route accepts, as the contract's request schemas
 * say (`maxLength`); every form that edits a comment uses this one figure.
 */
export const COMMENT_MAX_LENGTH: number = maxLengths.PatchedRouteModelRequest.comment;
