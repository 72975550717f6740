import { screen, within } from '@testing-library/react';
import type { MenuProps, MenuRef } from 'antd';
import type { Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signIn } from '../../../tests/support/render-app';

type HeaderMenuProps = MenuProps & { ref?: Ref<MenuRef> };

/** The props of every menu that antd draws. */
const drawn = vi.hoisted((): HeaderMenuProps[] => []);

vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof import('antd')>();
  function Menu(props: HeaderMenuProps) {
    drawn.push(props);
    return <antd.Menu {...props} />;
  }
  return { ...antd, Menu };
});

describe('the header menu', () => {
  it('mounts no tooltip for its entries: they show their words, never collapsed to icons', async () => {
    signIn();
    renderApp('/routes');
    const header = await screen.findByRole('banner');
    await within(header).findByRole('link', { name: 'Маршруты' });
    expect(drawn.length).toBeGreaterThan(0);
    // antd wraps each entry of a menu in a Tooltip unless told not to: a mount for nothing on
    // every screen's first load.
    expect(drawn.every(({ tooltip }) => tooltip === false)).toBe(true);
  });
});
