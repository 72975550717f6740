import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { testQueryClient } from '../../tests/support/render-app';
import { AppProviders } from './providers';

function Motion() {
  const { token } = theme.useToken();
  return <output aria-label="Анимация">{token.motion ? 'есть' : 'нет'}</output>;
}

const renderProviders = () =>
  render(
    <AppProviders queryClient={testQueryClient()}>
      <Motion />
    </AppProviders>,
  );

const motion = () => screen.getByRole('status', { name: 'Анимация' });

describe('the app’s providers', () => {
  afterEach(() => {
    window.happyDOM.settings.device.prefersReducedMotion = 'no-preference';
  });

  it('keep antd’s motion by default', () => {
    renderProviders();
    expect(motion()).toHaveTextContent('есть');
  });

  it('turn antd’s motion off when the system asks for reduced motion', () => {
    window.happyDOM.settings.device.prefersReducedMotion = 'reduce';
    renderProviders();
    expect(motion()).toHaveTextContent('нет');
  });
});
