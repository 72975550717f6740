// The route page's early script: its own small entry, which runs as soon as it arrives, before
// the app's code has. See ./early-route.ts.
import { startEarlyRoute } from './early-route';

startEarlyRoute();
