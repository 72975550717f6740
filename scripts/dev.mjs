// `npm start`: the backend with memory plus the Vite dev server that proxies /api to it;
// `npm run start:prism`: the same on Prism, which answers with the contract's examples.
import { viteWithMock } from './vite-with-mock.mjs';

await viteWithMock([], { api: process.argv.includes('--prism') ? 'prism' : 'backend' });
