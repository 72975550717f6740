// `npm run size`: gzip size of the JS each screen loads first, and of every lazy chunk.
// Fails when a screen's first load is over its budget (`budgetKb` in src/app/screens.json), or
// when any screen's first load carries chart code (it loads when a chart comes near the
// viewport) or the spreadsheet library (it loads when «Скачать обоснование» is pressed), when
// the entry chunk has lost V8's compile hint (scripts/compile-hint.mjs), or when any chunk holds
// React Router's development build (scripts/react-router-production.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './codegen.mjs';
import { COMPILE_HINT } from './compile-hint.mjs';
import { REACT_ROUTER_DEVELOPMENT } from './react-router-production.mjs';
import { screenModules } from './screens.mjs';

const dist = join(root, 'dist');
const CHART_MODULE = /node_modules[\\/](@ant-design[\\/]charts|@antv)[\\/]/;
const SPREADSHEET_MODULE = /node_modules[\\/]exceljs[\\/]/;

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const chunkModules = JSON.parse(readFileSync(join(dist, '.vite', 'chunks.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const holds = (pattern) => (file) =>
  Object.keys(chunkModules[file] ?? {}).some((id) => pattern.test(id));
const hasCharts = holds(CHART_MODULE);
const hasSpreadsheet = holds(SPREADSHEET_MODULE);

/** The chunk of a manifest entry and every chunk it imports statically. */
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const dep of entry.imports ?? []) closure(dep, seen);
  return seen;
}

/** The stylesheets that load with these chunks: antd's static styles and the app's modules. */
const stylesOf = (files) =>
  new Set(
    Object.values(manifest)
      .filter((entry) => files.has(entry.file))
      .flatMap((entry) => entry.css ?? []),
  );
const totalKb = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);

const initial = closure('index.html');
const failures = [];
if (!readFileSync(join(dist, manifest['index.html'].file), 'utf8').startsWith(COMPILE_HINT)) {
  failures.push(`the entry chunk does not open with ${COMPILE_HINT.trim()}`);
}
const developmentRouter = Object.keys(chunkModules).filter(holds(REACT_ROUTER_DEVELOPMENT));
if (developmentRouter.length > 0) {
  failures.push(`React Router's development build is in ${developmentRouter.join(', ')}`);
}
const rows = [];
for (const { path: route, modules, early, budgetKb } of screenModules()) {
  // A page's early script is part of its first load.
  const sources = early ? [...modules, early] : modules;
  const missing = sources.filter((source) => !manifest[source]);
  if (missing.length > 0) {
    failures.push(`${route}: ${missing.join(', ')} is not a separate chunk`);
    continue;
  }
  const files = new Set(initial);
  for (const source of sources) closure(source, files);
  const kb = totalKb(files);
  const charts = [...files].some(hasCharts);
  const spreadsheet = [...files].some(hasSpreadsheet);
  rows.push({
    route,
    'first-load JS, kB gzip': kb.toFixed(1),
    'budget, kB': budgetKb,
    // Each file is a request and a module to link, whatever its size (scripts/chunk-plan.mjs).
    'JS files': files.size,
    'first-load CSS, kB gzip': totalKb(stylesOf(files)).toFixed(1),
    'chart code': charts ? 'yes' : 'no',
    'spreadsheet code': spreadsheet ? 'yes' : 'no',
  });
  if (spreadsheet) failures.push(`${route} loads the spreadsheet library`);
  if (charts) failures.push(`${route} loads chart code`);
  if (typeof budgetKb !== 'number') failures.push(`${route} has no budgetKb in screens.json`);
  else if (kb > budgetKb) {
    failures.push(`${route} first-load JS ${kb.toFixed(1)} kB > budget ${budgetKb} kB`);
  }
}
console.log('First load per route (entry, shell and route chunks with their static imports):');
console.table(rows);

const lazy = Object.values(manifest)
  .filter((entry) => entry.file.endsWith('.js') && !initial.has(entry.file))
  .map((entry) => ({
    chunk: entry.file,
    'kB gzip': gzipKb(entry.file).toFixed(1),
    charts: hasCharts(entry.file) ? 'yes' : '',
    spreadsheet: hasSpreadsheet(entry.file) ? 'yes' : '',
  }))
  .sort((a, b) => Number(b['kB gzip']) - Number(a['kB gzip']));
console.log('Lazy chunks:');
console.table(lazy);

if (failures.length > 0) {
  console.error(`Size check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Size check passed.');
