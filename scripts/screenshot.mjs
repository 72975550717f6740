// `npm run screenshot -- <path> <out.png> [--guest] [--width=1440] [--height=900] [--wait=2500]`
// Opens the app (vite preview + mock must be running, e.g. via `npm run preview:mock`) in
// headless Chromium, signed in as ivanova.a unless --guest, and saves a full-page screenshot.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { ports } from './ports.mjs';

const args = process.argv.slice(2);
const [path = '/', out = 'screenshot.png'] = args.filter((a) => !a.startsWith('--'));
const option = (name, fallback) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const base = process.env.BASE_URL ?? `http://127.0.0.1:${ports.app}`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({
  viewport: { width: option('width', 1440), height: option('height', 900) },
  locale: 'ru-RU',
  timezoneId: 'Europe/Moscow',
});
if (!args.includes('--guest')) {
  // The built-in backend signs in any name with «demo»; Prism answers any sign-in.
  const signIn = await fetch(`${base}/api/auth/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'ivanova.a', password: 'demo' }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status}`);
  const tokens = await signIn.json();
  await page.goto(`${base}/login`);
  await page.evaluate(({ access, refresh }) => {
    localStorage.setItem('access', access);
    localStorage.setItem('refresh', refresh);
  }, tokens);
}
await page.goto(`${base}${path}`);
await page.waitForTimeout(option('wait', 2500));
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`saved ${out}`);
