import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_SCREEN_ID, KeepBootScreen, useRemoveBootScreen } from './boot-screen';

function Screen() {
  useRemoveBootScreen();
  return <h1>Маршруты</h1>;
}

const bootScreen = () => document.getElementById(BOOT_SCREEN_ID);

describe('the page’s own loading screen', () => {
  afterEach(() => bootScreen()?.remove());

  function drawBootScreen() {
    const boot = document.createElement('div');
    boot.id = BOOT_SCREEN_ID;
    boot.textContent = 'Загрузка…';
    document.body.append(boot);
  }

  it('stays while the router shows its fallback', () => {
    drawBootScreen();
    render(<KeepBootScreen />);
    expect(bootScreen()).not.toBeNull();
  });

  it('goes in the commit that draws the first screen, also under StrictMode', () => {
    drawBootScreen();
    const { rerender } = render(<KeepBootScreen />, { wrapper: StrictMode });
    rerender(<Screen />);
    expect(bootScreen()).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe('Маршруты');
  });
});
