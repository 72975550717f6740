// `npm run preview:mock`: the built app (vite preview) on the backend with memory, for
// screenshots and manual checks of the production build; `-- --prism` puts it on Prism.
import { viteWithMock } from './vite-with-mock.mjs';

await viteWithMock(['preview'], { api: process.argv.includes('--prism') ? 'prism' : 'backend' });
