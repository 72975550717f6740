import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { isRecord } from '../../src/lib/is-record';

/**
 * Scrolls the route page to «Графики НМЦ», as a user does: the charts, their filters and the
 * justification load only once they come near the viewport, and are not there before.
 */
export async function scrollToCharts(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Графики НМЦ' }).scrollIntoViewIfNeeded();
}

const CHART_MODULE = /node_modules[\\/](@ant-design[\\/]charts|@antv)[\\/]/;

/** The build's chunks with chart library code in them (`npm run size` reads the same map). */
export function chartChunks(): string[] {
  const chunks: unknown = JSON.parse(readFileSync('dist/.vite/chunks.json', 'utf8'));
  if (!isRecord(chunks)) throw new Error('dist/.vite/chunks.json is not a map of chunks');
  return Object.entries(chunks)
    .filter(([, modules]) => isRecord(modules) && Object.keys(modules).some(isChartModule))
    .map(([file]) => `/${file}`);
}

const isChartModule = (id: string) => CHART_MODULE.test(id);
