// `npm start`: the Prism mock of openapi.yaml plus the Vite dev server that proxies /api to it.
import { viteWithMock } from './vite-with-mock.mjs';

await viteWithMock([]);
