// @vitest-environment node
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

describe('vite.config.ts', () => {
  it('loads without a warning, the native config loader’s included', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    const collect = (message: string) => void warnings.push(message);
    logger.warn = collect;
    logger.warnOnce = collect;
    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'development' },
      'vite.config.ts',
      process.cwd(),
      'warn',
      logger,
    );
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  });
});
