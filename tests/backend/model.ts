// What the backend keeps: the contract's own shapes where it has them, and the few facts the
// contract does not show (versions, owners, timings). One `Db` per scope (see scopes.ts).
import type {
  Choice,
  DataSource,
  Job,
  NmcChange,
  Notification,
  RawRouteWithErrors,
  Route,
  RouteView,
  TemporaryRoute,
} from '../../src/api/schema';
import type { RouteFilter } from './rules/route-filters';

/** A saved route, less what is derived on the way out (its notifications, its `ETag`). */
export interface StoredRoute extends Omit<Route, 'notifications'> {
  /** Counts every write: the route's `ETag` is made from it. */
  version: number;
}

/** What a job does once it has run; applied exactly once, when its time is up. */
export type JobWork =
  /** A typed route (`manual`: it fails when nothing could be priced) or an imported file. */
  | { kind: 'calculate'; manual: boolean; temporary: TemporaryRoute[]; raw: RawRouteWithErrors[] }
  | { kind: 'confirm'; of: number }
  /** The routes of the list's filters, or the calculated routes of the session's jobs. */
  | { kind: 'export'; filter: RouteFilter }
  | { kind: 'export'; jobIds: number[] };

export interface StoredJob extends Job {
  /** Milliseconds since the epoch: NEW until `startsAt`, STARTED until `endsAt`. */
  createdAt: number;
  startsAt: number;
  endsAt: number;
  work: JobWork;
  username: string;
  /** The rows of an export, fixed when it ends. */
  exported?: { routes: Route[] } | { temporary: TemporaryRoute[] };
}

export interface NotificationsImport {
  taskId: string;
  startsAt: number;
  endsAt: number;
}

export interface Session {
  username: string;
  expiresAt: number;
}

export interface Db {
  routes: Map<number, StoredRoute>;
  /** Each route's НМЦ history, oldest first. */
  history: Map<number, NmcChange[]>;
  notifications: Map<number, Notification>;
  temporary: Map<number, TemporaryRoute>;
  raw: Map<number, RawRouteWithErrors>;
  jobs: Map<number, StoredJob>;
  imports: Map<string, NotificationsImport>;
  /** Known users: the seed's authors and everyone who signed in. */
  users: Map<string, { username: string; first_name?: string; last_name?: string; email?: string }>;
  access: Map<string, Session>;
  refresh: Map<string, Session>;
  /** Refresh tokens already exchanged or revoked at sign-out: presenting one again is refused. */
  usedRefresh: Set<string>;
  notificationChoices: Choice[];
  dataSources: DataSource[];
  /** Saved views of the route list, each with its owner. */
  views: Map<number, RouteView>;
  /** The next id of each kind. */
  ids: {
    route: number;
    history: number;
    notification: number;
    temporary: number;
    raw: number;
    job: number;
    view: number;
  };
}
