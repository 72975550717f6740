import { guard } from '../context';
import { authHandlers } from './auth';
import { chartHandlers } from './charts';
import { historyHandlers } from './history';
import { jobHandlers } from './jobs';
import { notificationHandlers } from './notifications';
import { routeHandlers } from './routes';
import { routeViewHandlers } from './route-views';
import { temporaryHandlers } from './temporary';
import { userHandlers } from './users';

/** Every call of openapi.yaml, behind the guard that checks the token. */
export const handlers = [
  guard,
  ...authHandlers,
  ...userHandlers,
  ...routeHandlers,
  ...routeViewHandlers,
  ...temporaryHandlers,
  ...historyHandlers,
  ...jobHandlers,
  ...notificationHandlers,
  ...chartHandlers,
];
