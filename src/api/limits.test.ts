import { describe, expect, it } from 'vitest';
import { maxLengths } from '../../generated/limits';
import { COMMENT_MAX_LENGTH } from './limits';

describe('comment limit', () => {
  it('is the one maxLength every comment of a route or temporary route request has', () => {
    const comments = Object.entries(maxLengths)
      .filter(([schema]) => /RouteModelRequest$/.test(schema))
      .map(([schema, fields]) => [schema, fields.comment]);
    expect(Object.fromEntries(comments)).toEqual({
      RouteModelRequest: COMMENT_MAX_LENGTH,
      PatchedRouteModelRequest: COMMENT_MAX_LENGTH,
      TemporaryRouteModelRequest: COMMENT_MAX_LENGTH,
      PatchedTemporaryRouteModelRequest: COMMENT_MAX_LENGTH,
    });
    expect(COMMENT_MAX_LENGTH).toBe(1000);
  });
});
