/** Business constants: page sizes, limits, file names, storage keys, message timings. */
export const APP_VERSION = '1.0.2';
export const FOOTER_YEAR = 2023;
export const FIRST_PAGE = 1;
export const PAGE_SIZE = 10;
export const SINGLE_FETCH_LIMIT = 1;
export const CHART_LIMIT = 1000;
/** The largest page the contract allows (`limit` ≤ 1000): whole lists are read in such pages. */
export const MAX_PAGE_LIMIT = 1000;
/** The most routes one bulk change of НМЦ takes. */
export const BULK_MAX_ROUTES = 5000;
/** The steps «Округлить до» offers, in roubles. */
export const ROUNDING_STEPS = [1, 100, 1000] as const;
export const DEFAULT_EXPORT_FILE_NAME = 'Расчитанные маршруты.xlsx';
export const ROUTE_CREATING_KEY = 'routeCreating';
/** Jobs are polled every second while the tab is visible. */
export const JOB_POLL_INTERVAL_MS = 1000;
/** A poll that fails (network, 5xx) is tried again after 1 s, 2 s, 4 s … at most 10 s. */
export const JOB_POLL_MAX_DELAY_MS = 10_000;
/** Failed polls in a row after which the screen says the server cannot be reached. */
export const JOB_POLL_FAILURES_SHOWN = 2;
/** What a job's screen says while its polls fail; polling goes on. */
export const POLL_OFFLINE_TEXT = 'Нет связи с сервером, повторяем…';

/** Job outcome toasts: bottom right, 3 s, paused on hover. */
export const TOAST = { placement: 'bottomRight', duration: 3, pauseOnHover: true } as const;
/** Other notifications: top right, 5 s. */
export const NOTIFICATION = { placement: 'topRight', duration: 5, pauseOnHover: true } as const;
