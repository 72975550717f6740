// A screen's code in a few files, not in dozens.
//
// Left to itself, rolldown puts each module in a chunk by the set of lazy modules that import it,
// and the app has some thirty of them (screens, panels loaded after paint, dialogs): antd's code
// came in that many pieces, and a first load of /routes fetched 86 scripts. Every one costs the
// browser a request, a response and a module to link, whatever its size (docs/performance.md,
// «Код экрана — несколькими файлами»).
//
// The plan is read from a first, unwritten build with rolldown's own chunks. A module of a chunk
// that is no lazy module's own then goes into one chunk with every other such module that the
// same screens load first, and the same screens load later. A screen's first load fetches exactly
// the code it fetched before; a part loaded later may bring the code of the screen's other later
// parts along. A chunk with styles gives up its libraries only: the app's modules that import CSS
// stay where rolldown puts them, and the stylesheets keep their order.
import { join } from 'node:path';
import { build } from 'vite';

const LIBRARY = /[\\/]node_modules[\\/]/;

/**
 * The chunk name of each module to move, from `chunks` (a build's output chunks) and `screens`
 * (scripts/screens.mjs, module paths from `root`): the libraries of every chunk that is no lazy
 * module's own, and the app's modules too where that chunk has no styles. Modules left out are
 * split by default.
 */
export function planChunks(chunks, screens, root) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const facade = (id) => chunks.find((chunk) => chunk.facadeModuleId === id);
  const closure = (starts, lazy) => {
    const seen = new Set();
    const visit = (chunk) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) visit(byFile.get(file));
      if (lazy) for (const file of chunk.dynamicImports) visit(byFile.get(file));
    };
    starts.forEach(visit);
    return seen;
  };
  const initial = closure(
    chunks.filter((chunk) => chunk.isEntry),
    false,
  );
  const first = new Map();
  const later = new Map();
  screens.forEach(({ modules }, index) => {
    const starts = modules.map((module) => facade(join(root, module)));
    const loaded = closure(starts, false);
    for (const file of loaded) first.set(file, [...(first.get(file) ?? []), index]);
    for (const file of closure(starts, true)) {
      if (!loaded.has(file)) later.set(file, [...(later.get(file) ?? []), index]);
    }
  });
  const plan = new Map();
  for (const chunk of chunks) {
    const { fileName } = chunk;
    if (chunk.facadeModuleId || initial.has(fileName)) continue;
    if (!first.has(fileName) && !later.has(fileName)) continue;
    const name = `lib-${(first.get(fileName) ?? []).join('')}-${(later.get(fileName) ?? []).join('')}`;
    const styled = (chunk.viteMetadata?.importedCss.size ?? 0) > 0;
    for (const id of chunk.moduleIds) if (LIBRARY.test(id) || !styled) plan.set(id, name);
  }
  return plan;
}

/**
 * The plugin that makes the plan before the build, and the code-splitting group that follows it.
 * `screens` are those of scripts/screens.mjs.
 */
export function chunkPlan(root, screens) {
  const plan = new Map();
  const plugin = {
    name: 'chunk-plan',
    apply: 'build',
    async buildStart() {
      // Set while the plan's own build runs: that build splits code as rolldown does by default.
      if (process.env.CHUNK_PLAN_BUILD) return;
      process.env.CHUNK_PLAN_BUILD = '1';
      try {
        const result = await build({
          root,
          configFile: join(root, 'vite.config.ts'),
          logLevel: 'error',
          build: { write: false },
        });
        const outputs = (Array.isArray(result) ? result : [result]).flatMap(({ output }) => output);
        const chunks = outputs.filter((output) => output.type === 'chunk');
        for (const [id, name] of planChunks(chunks, screens, root)) plan.set(id, name);
      } finally {
        process.env.CHUNK_PLAN_BUILD = '';
      }
    },
  };
  const group = {
    name: (id) => plan.get(id) ?? null,
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
