import { describe, expect, it } from 'vitest';
import { maxLengths } from '../../generated/limits';
import { ROUTE_COMMENT_MAX_LENGTH, TEMPORARY_ROUTE_COMMENT_MAX_LENGTH } from './limits';

describe('comment limits', () => {
  it('are each form’s own request schema’s maxLength: 1000 for every comment today', () => {
    const comments = Object.entries(maxLengths)
      .filter(([schema]) => /RouteModelRequest$/.test(schema))
      .map(([schema, fields]) => [schema, 'comment' in fields ? fields.comment : undefined]);
    expect(Object.fromEntries(comments)).toEqual({
      RouteModelRequest: 1000,
      PatchedRouteModelRequest: ROUTE_COMMENT_MAX_LENGTH,
      TemporaryRouteModelRequest: 1000,
      PatchedTemporaryRouteModelRequest: TEMPORARY_ROUTE_COMMENT_MAX_LENGTH,
    });
    expect([ROUTE_COMMENT_MAX_LENGTH, TEMPORARY_ROUTE_COMMENT_MAX_LENGTH]).toEqual([1000, 1000]);
  });
});
