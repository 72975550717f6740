/** Business constants of SPEC §9. */
export const APP_VERSION = '1.0.2';
export const FOOTER_YEAR = 2023;
export const FIRST_PAGE = 1;
export const PAGE_SIZE = 10;
export const SINGLE_FETCH_LIMIT = 1;
export const CHART_LIMIT = 1000;
export const DEFAULT_EXPORT_FILE_NAME = 'Расчитанные маршруты.xlsx';
export const ROUTE_CREATING_KEY = 'routeCreating';
/** Jobs are polled every second while the tab is visible (PRODUCT.md §2). */
export const JOB_POLL_INTERVAL_MS = 1000;

/** Job outcome toasts: bottom right, 3 s, paused on hover. */
export const TOAST = { placement: 'bottomRight', duration: 3, pauseOnHover: true } as const;
/** Other notifications: top right, 5 s. */
export const NOTIFICATION = { placement: 'topRight', duration: 5, pauseOnHover: true } as const;
