import { describe, expect, it } from 'vitest';
import { bodyOf } from './body';

const response = new Response(null, { status: 200 });

describe('bodyOf', () => {
  it('gives the body of an answer', () => {
    expect(bodyOf({ data: { id: 7 }, response })).toEqual({ id: 7 });
  });

  it('takes a 2xx without the promised body for a broken answer, not a success', () => {
    expect(() => bodyOf({ data: undefined, response })).toThrow('Empty answer');
  });
});
