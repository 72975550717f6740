// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { plainFiles, type PlainFilesRequest } from '../../scripts/preview-plain.mjs';

/** The headers `plainFiles` leaves on a request for `url` that accepts gzip. */
function headersAfter(url: string) {
  const request: PlainFilesRequest = { url, headers: { 'accept-encoding': 'gzip, br' } };
  let passed = false;
  plainFiles(request, null, () => (passed = true));
  expect(passed).toBe(true);
  return request.headers;
}

describe('the previews of the browser tests', () => {
  it('serve the app’s files uncompressed, and pass the API its Accept-Encoding', () => {
    expect(headersAfter('/assets/index-abc.js')).not.toHaveProperty('accept-encoding');
    expect(headersAfter('/routes/1')).not.toHaveProperty('accept-encoding');
    expect(headersAfter('/api/routes/v1/1/')).toHaveProperty('accept-encoding', 'gzip, br');
  });
});
