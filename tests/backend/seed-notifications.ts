// The seed's notifications: every category, each about a route, with the facts of that route in
// its message, so a list filtered by a category finds routes that really have the problem.
import { categoryLabel } from '../../src/api/labels';
import type { Choice, NmcChange, Notification } from '../../src/api/schema';
import type { StoredRoute } from './model';
import { marketKind, shiftDay } from './rules/market';
import { between, intBetween, type Random } from './rules/random';

export const NOTIFICATION_CHOICES: Choice[] = [
  { value: 'nmc_outdated', label: 'НМЦ устарела' },
  { value: 'price_spike', label: 'Резкий рост цены' },
  { value: 'no_tariff', label: 'Нет тарифа' },
  { value: 'distance_changed', label: 'Изменилось расстояние' },
  { value: 'manual_review', label: 'Требует проверки' },
  { value: 'calculation_outdated', label: 'Расчёт устарел' },
];

/** A route's НМЦ counts as outdated when nobody has reviewed it for half a year. */
export const OUTDATED_AFTER_DAYS = 180;

const DAY_MS = 86_400_000;
/** «1 478», as the screens write numbers. */
const km = (value: number): string => value.toLocaleString('ru-RU');

/** «Москва — Казань, до 20 т». */
const routeName = (route: StoredRoute): string => {
  const first = route.path[0];
  const cities = first ? [first.from_waypoint, ...route.path.map((s) => s.to_waypoint)] : [];
  return `${cities.map((waypoint) => waypoint.city).join(' — ')}, ${categoryLabel(route.category)}`;
};

/** Russian plural: 1 месяц, 3 месяца, 9 месяцев. */
function plural(count: number, one: string, few: string, many: string): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return `${count} ${many}`;
  if (units === 1) return `${count} ${one}`;
  if (units >= 2 && units <= 4) return `${count} ${few}`;
  return `${count} ${many}`;
}

/** `count` items of `items`, chosen without repeats, in id order. */
function choose(items: readonly StoredRoute[], count: number, random: Random): StoredRoute[] {
  const pool = [...items];
  for (let index = pool.length - 1; index > 0; index -= 1) {
    const other = intBetween(random, 0, index);
    const item = pool[index];
    const swapped = pool[other];
    if (item === undefined || swapped === undefined) continue;
    pool[index] = swapped;
    pool[other] = item;
  }
  return pool.slice(0, count).sort((a, b) => a.id - b.id);
}

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / DAY_MS);

interface Draft {
  category: string;
  route: StoredRoute;
  text: string;
}

/** Notifications of the routes, ids in the order they were made (the newest has the largest). */
export function seedNotifications(
  routes: readonly StoredRoute[],
  history: ReadonlyMap<number, readonly NmcChange[]>,
  anchorDay: string,
  random: Random,
): Notification[] {
  const lastReview = (route: StoredRoute) => history.get(route.id)?.at(-1)?.date ?? anchorDay;
  const priced = routes.filter((route) => route.tariff !== null && route.id !== 1);
  const outdated = priced.filter(
    (route) => daysBetween(lastReview(route), anchorDay) >= OUTDATED_AFTER_DAYS,
  );
  const fresh = priced.filter((route) => !outdated.includes(route));
  const drafts: Draft[] = [
    ...routes
      .filter((route) => route.tariff === null)
      .map((route) => ({
        category: 'no_tariff',
        route,
        text: 'нет тарифа для категории ТС, НМЦ не рассчитана',
      })),
    ...outdated.map((route) => ({
      category: 'nmc_outdated',
      route,
      text: `НМЦ не пересматривалась ${plural(
        Math.floor(daysBetween(lastReview(route), anchorDay) / 30.4),
        'месяц',
        'месяца',
        'месяцев',
      )}`,
    })),
    // Price spikes show where the market really is wide, two of them on outdated routes.
    ...[
      ...choose(
        fresh.filter((route) => marketKind(route.id) === 'heterogeneous'),
        6,
        random,
      ),
      ...choose(outdated, 2, random),
    ].map((route) => ({
      category: 'price_spike',
      route,
      text: `рыночная цена выросла на ${intBetween(random, 15, 42)} % за 30 дней`,
    })),
    ...choose(fresh, 6, random).map((route) => {
      const before = Math.round(route.distance * between(random, 0.9, 0.97));
      return {
        category: 'distance_changed',
        route,
        text: `расстояние изменилось с ${km(before)} до ${km(route.distance)} км`,
      };
    }),
    ...[...choose(outdated, 3, random), ...choose(fresh, 3, random)].map((route) => ({
      category: 'manual_review',
      route,
      text: `НМЦ отличается от рыночной на ${intBetween(random, 20, 45)} %, требуется проверка`,
    })),
    ...[
      ...choose(
        fresh.filter((route) => route.route_type === 'complex'),
        4,
        random,
      ),
      ...choose(outdated, 2, random),
    ].map((route) => ({
      category: 'calculation_outdated',
      route,
      text: 'расчёт выполнен по тарифам прошлого квартала',
    })),
  ];
  // Within a category the routes are chosen from disjoint sets: no route is told twice.
  return drafts
    .map((draft) => {
      const day = shiftDay(anchorDay, -intBetween(random, 1, 29));
      const time = `${String(intBetween(random, 8, 19)).padStart(2, '0')}:${String(
        intBetween(random, 0, 59),
      ).padStart(2, '0')}`;
      return {
        category: draft.category,
        message: `${routeName(draft.route)}: ${draft.text}`,
        route_id: draft.route.id,
        created_at: `${day}T${time}:00+03:00`,
      };
    })
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((notification, index) => ({ id: index + 1, ...notification }));
}
