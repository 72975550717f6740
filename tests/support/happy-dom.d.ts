import type { DetachedWindowAPI } from 'happy-dom';

declare global {
  /** happy-dom's handle on the page of a unit test: its settings (viewport, media features). */
  interface Window {
    happyDOM: DetachedWindowAPI;
  }
}
