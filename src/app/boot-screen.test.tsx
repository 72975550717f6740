import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_SCREEN_ID, KeepBootScreen, useRemoveBootScreen } from './boot-screen';

function Screen() {
  useRemoveBootScreen();
  return <h1>Маршруты</h1>;
}

const bootScreen = () => document.getElementById(BOOT_SCREEN_ID);

/** Whether the loading screen was still there when the commit drawing the screen was done. */
let leftInCommit: boolean | undefined;
function EndOfCommit() {
  useLayoutEffect(() => {
    leftInCommit = bootScreen() !== null;
  });
  return null;
}

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

  it('goes in the commit that draws the first screen', () => {
    drawBootScreen();
    const { rerender } = render(<KeepBootScreen />);
    rerender(
      <>
        <Screen />
        <EndOfCommit />
      </>,
    );
    // Gone before the browser could paint: not in a later effect.
    expect(leftInCommit).toBe(false);
    expect(bootScreen()).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe('Маршруты');
  });
});
