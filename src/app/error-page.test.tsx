import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../tests/support/render-app';
import { ErrorPage } from './error-page';

const MESSAGE = 'Cannot read properties of undefined (reading "<b>token=abc</b>")';

function Broken(): never {
  throw new Error(MESSAGE);
}

describe('route error element', () => {
  it('says only its own words when rendering fails; the error goes to the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/', [{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }]);

    const page = await screen.findByRole('alert');
    expect(page).toHaveTextContent('Unexpected Application Error!');
    expect(page).toHaveTextContent('При отображении страницы произошла ошибка.');
    expect(page).not.toHaveTextContent(/token|reading/);
    expect(log).toHaveBeenCalledWith(
      'Страница не отрисована:',
      expect.objectContaining({ message: MESSAGE }),
    );
  });
});
