// `npm run contract:diff -- <git-ref>`: lists the changes in openapi.yaml since <git-ref> that
// break clients written against it, and exits with 1 when there are any (2 when it cannot compare).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { KIND_LABELS, findBreakingChanges, formatChange } from './breaking-changes.mjs';

const FILE = 'openapi.yaml';
const [ref] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!ref) {
  console.error('Usage: npm run contract:diff -- <git-ref>   (e.g. main, HEAD~3, v1.0.2)');
  process.exit(2);
}

let oldText;
try {
  // `./` makes the path relative to the current directory rather than the repository root.
  oldText = execFileSync('git', ['show', `${ref}:./${FILE}`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
} catch (error) {
  const reason = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : '';
  console.error(`Cannot read ${FILE} at ${ref}: ${reason || 'git show failed'}`);
  process.exit(2);
}

const changes = findBreakingChanges(parse(oldText), parse(readFileSync(FILE, 'utf8')));
if (changes.length === 0) {
  console.log(`No breaking changes in ${FILE} since ${ref}.`);
  process.exit(0);
}
console.log(`Breaking changes in ${FILE} since ${ref}:`);
for (const change of changes) console.log(`  ${formatChange(change)}`);
const counts = Object.entries(KIND_LABELS)
  .map(([kind, label]) => [label, changes.filter((change) => change.kind === kind).length])
  .filter(([, count]) => count > 0)
  .map(([label, count]) => `${count} ${label}`);
console.log(`\n${changes.length} breaking change(s): ${counts.join(', ')}.`);
process.exit(1);
