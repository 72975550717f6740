// `npm run preview:mock`: the built app (vite preview) plus the Prism mock, for screenshots and
// manual checks of the production build.
import { viteWithMock } from './vite-with-mock.mjs';

await viteWithMock(['preview']);
