// The code every screen loads first (the entry's static imports: React, the router, TanStack
// Query, antd's core, the session) goes into one chunk. Left to itself, rolldown cuts it into
// some twenty pieces by which lazy screens also import each one, and each piece is compressed
// on its own: on /login that cost 5–7 kB gzip (docs/performance.md, «Первая загрузка одним
// чанком»).
//
// An early script (a screen's `early` in src/app/screens.json) is an entry of its own and must
// not wait for the app's code: the modules it imports stay out of that chunk. They are read from
// the module graph once it is built, before any chunk is made.
import { join } from 'node:path';

/** A plugin that finds the early scripts' modules, and the code-splitting group that uses them. */
export function firstLoadChunk(root, earlyEntries) {
  const early = new Set();
  const plugin = {
    name: 'first-load-chunk',
    apply: 'build',
    buildEnd() {
      const visit = (id) => {
        if (early.has(id)) return;
        early.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const entry of earlyEntries) visit(join(root, entry));
    },
  };
  const group = {
    name: 'first-load',
    // Modules the entry imports statically, directly or not.
    tags: ['$initial'],
    test: (id) => !early.has(id),
    // Taking each module's imports along would take the early scripts' modules too. Nothing else
    // is lost by it: an import of a first-load module is a first-load module itself.
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
