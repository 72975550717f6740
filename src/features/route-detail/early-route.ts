import { API_BASE_URL } from '../../api/base-url';
import type { Route } from '../../api/schema';
import { tokenStorage } from '../../api/token-storage';
import { keepEarlyAnswer } from './early-answer';
import { parseRouteId } from './route-id';
import { routeCrumb, routeTitle } from './route-words';

// The route page's title is its largest text, and it comes with the route. The page's early
// script (./early-route-entry.ts, about 1 kB beside the app's code) asks for the route as the page
// opens and writes its cities into the page's frame (src/app/boot-frame.tsx); the app's first read
// of the route then takes that answer instead of asking again (./early-answer.ts).

/** The elements of the route page's frame that the early script fills in. */
export const EARLY_FRAME = {
  /** The breadcrumb and title, invisible until the path is a route's. */
  lead: 'boot-route-lead',
  /** The breadcrumb's last item, «Маршрут № …». */
  crumb: 'boot-route-crumb',
  /** The title's line while the route loads. */
  titleFrame: 'boot-route-title-frame',
  /** The h1, hidden until it has the route's cities. */
  title: 'boot-route-title',
} as const;

const ROUTE_PATH = /^\/routes\/([^/]+)\/?$/;

const hasPath = (body: unknown): body is Pick<Route, 'path'> =>
  typeof body === 'object' && body !== null && 'path' in body && Array.isArray(body.path);

/** Writes the route's cities into the frame's title, if the frame is still there. */
async function drawTitle(answer: Response): Promise<void> {
  const body: unknown = await answer.json().catch(() => null);
  const title = document.getElementById(EARLY_FRAME.title);
  if (!title || !hasPath(body)) return;
  title.textContent = routeTitle(body.path);
  title.hidden = false;
  document.getElementById(EARLY_FRAME.titleFrame)?.remove();
}

/**
 * On a route's page with a session: shows the frame's breadcrumb and title line, asks for the
 * route as the app would, and draws its cities when they come. Anywhere else, nothing.
 */
export function startEarlyRoute(): void {
  const id = parseRouteId(ROUTE_PATH.exec(window.location.pathname)?.[1]);
  const token = tokenStorage.getAccess();
  if (id === null || !token) return;
  const crumb = document.getElementById(EARLY_FRAME.crumb);
  if (crumb) crumb.textContent = routeCrumb(id);
  document.getElementById(EARLY_FRAME.lead)?.style.removeProperty('visibility');
  const answer = fetch(`${API_BASE_URL}/api/routes/v1/${id}/`, {
    headers: { Authorization: `Bearer ${token}` },
  }).catch(() => null);
  keepEarlyAnswer(id, answer);
  // A copy is read here, before the app can read the answer itself.
  void answer.then((response) => (response?.ok ? drawTitle(response.clone()) : undefined));
}
