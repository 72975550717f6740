// Writes .vite/chunks.json into the build: for each JS chunk, its modules and their rendered
// sizes. `npm run size` reads it to tell which routes load chart code and what weighs most.
export function chunkMapPlugin() {
  return {
    name: 'chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        map[chunk.fileName] = Object.fromEntries(
          Object.entries(chunk.modules).map(([id, info]) => [id, info.renderedLength]),
        );
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(map) });
    },
  };
}
