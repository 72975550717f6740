/**
 * Keeps a chart's failure (a chunk that did not load, a canvas that cannot draw) inside its own
 * card instead of replacing the whole route page with the error page.
 */
export { ErrorBoundary as ChartErrorBoundary } from '../error-boundary';
