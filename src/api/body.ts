/**
 * The body of a client answer. errorMiddleware throws on every failure, so a 2xx without the
 * body the contract promises is a broken answer, not a success without data.
 */
export function bodyOf<T>({ data, response }: { data?: T; response: Response }): T {
  if (data === undefined) throw new Error(`Empty answer from ${response.url}`);
  return data;
}
