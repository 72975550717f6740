// V8's compile hint (Chrome 136 and later): a file that opens with `//# allFunctionsCalledOnLoad`
// has every function compiled as it streams in, off the main thread, instead of each on its first
// call. The entry chunk is the code every screen runs on its first load: without the hint, the
// task that evaluates it also compiles, function by function, most of what it calls
// (docs/performance.md, «Подсказка компиляции у чанка первой загрузки»).
//
// The hint counts only at the very top of the file: it is put there after Vite has put its map of
// preloads in front of the code, which Vite does in its own generateBundle.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A plugin that puts the hint at the top of the chunk whose entry is `entry`. */
export function compileHintPlugin(entry) {
  return {
    name: 'compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.facadeModuleId !== entry) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // A source map of the chunk (`vite build --sourcemap`) moves one line down with it.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source);
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
