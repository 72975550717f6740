import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../tests/support/render-app';
import { ErrorPage } from './error-page';

function Broken(): never {
  throw new Error('boom');
}

describe('route error element', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is titled «Unexpected Application Error!» when rendering fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/', [{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }]);
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('boom')).toBeInTheDocument();
  });
});
