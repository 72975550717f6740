import { describe, expect, it } from 'vitest';
import { lazyComponent, lazyShell, SCREENS } from './screens';

describe('the screen manifest', () => {
  it('names, for every screen and the shell, a module that exports that component', async () => {
    for (const screen of SCREENS) {
      const { Component } = await lazyComponent(screen)();
      expect(Component, screen.path).toBeTypeOf('function');
    }
    expect((await lazyShell()).Component).toBeTypeOf('function');
  });

  it('refuses a module it cannot load lazily, and an export the module does not have', async () => {
    expect(() => lazyComponent({ module: 'src/app/routes.tsx', export: 'routes' })).toThrow(
      'cannot be loaded lazily',
    );
    await expect(
      lazyComponent({ module: 'src/features/routes/routes-page.tsx', export: 'Nothing' })(),
    ).rejects.toThrow('has no Nothing');
  });
});
