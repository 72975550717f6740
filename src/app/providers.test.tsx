import CSSMotion from '@rc-component/motion';
import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { testQueryClient } from '../../tests/support/render-app';
import { AppProviders } from './providers';

/** An element that enters with antd's motion: its class names the motion's step while it runs. */
function Entering() {
  const { token } = theme.useToken();
  return (
    <CSSMotion visible motionAppear motionName="probe">
      {({ className }) => (
        <output aria-label="Анимация" className={className}>
          {token.motionDurationMid}
        </output>
      )}
    </CSSMotion>
  );
}

const renderProviders = () =>
  render(
    <AppProviders queryClient={testQueryClient()}>
      <Entering />
    </AppProviders>,
  );

const entering = () => screen.getByRole('status', { name: 'Анимация' });

describe('the app’s providers', () => {
  afterEach(() => {
    window.happyDOM.settings.device.prefersReducedMotion = 'no-preference';
  });

  it('keep antd’s motion by default', () => {
    renderProviders();
    expect(entering()).toHaveClass('probe-appear');
  });

  it('turn antd’s motion off when the system asks for reduced motion', () => {
    window.happyDOM.settings.device.prefersReducedMotion = 'reduce';
    renderProviders();
    expect(entering()).not.toHaveClass('probe-appear');
    // The theme is the one the build ships styles for: antd writes no component's variables.
    expect(entering()).toHaveTextContent('0.2s');
  });
});
