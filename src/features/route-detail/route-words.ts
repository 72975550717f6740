import { cityChain } from '../../api/labels';

// The route page's breadcrumb item and title: the screen, and its page's early script, which
// draws them in the page's frame before the screen's code arrives (./early-route.ts).

/** The breadcrumb's last item: «Маршрут № 12». */
export const routeCrumb = (id: number): string => `Маршрут № ${id}`;

/** The page's title: the route's cities, «Москва — Тверь — Санкт-Петербург». */
export const routeTitle = (path: Parameters<typeof cityChain>[0]): string => cityChain(path, ' — ');
