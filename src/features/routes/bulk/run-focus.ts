/**
 * Where the keyboard focus goes around the run panel above the route list. What opens the panel
 * (the form «Изменение НМЦ», an entry of «Фоновые задачи») closes before the panel, which loads
 * lazily, is there to take the focus; so the opener leaves word here. The panel's heading takes
 * the focus once it shows the run, and «Закрыть» gives it back to the control that opened it.
 */

let returnTo: Element | null = null;
let headingWanted = false;

/** The panel is about to show a run, asked for from `opener`: «Закрыть» goes back there. */
export function panelOpenedFrom(opener: Element | null) {
  returnTo = opener;
  headingWanted = true;
}

/**
 * Whether the panel's heading takes the focus now: once per opening, and only if the focus is
 * still where the opening left it (the page, or the opener), not where the user has moved it
 * while the panel loaded.
 */
export function headingTakesFocus(): boolean {
  if (!headingWanted) return false;
  headingWanted = false;
  const active = document.activeElement;
  return active === null || active === document.body || active === returnTo;
}

/**
 * «Закрыть»: the focus goes back to the control that opened the panel; if it is gone, to the
 * screen's heading. Never to the page itself, where a keyboard user would start over.
 */
export function focusAfterPanel() {
  const opener = returnTo;
  returnTo = null;
  headingWanted = false;
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  if (opener !== document.body && document.activeElement === opener) return;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/** The id of the heading over the undoing of run `runId`, in the panel. */
export const undoHeadingId = (runId: number) => `bulk-undo-${runId}`;

/** How long the undo's heading is waited for: the undo shows once this tab holds the run's lock. */
const UNDO_HEADING_WAIT_MS = 3000;
const UNDO_HEADING_POLL_MS = 50;

/**
 * The question before «Отменить изменения» has closed, and its button is gone with the undo: the
 * focus goes to the undo's heading in the panel, where its progress shows, if it fell to the page.
 * The undo starts once the run's lock is taken (run-claim.ts), so its heading may come a moment
 * later; meanwhile a focus the user has placed elsewhere is left alone. `asker`: the button the
 * question was asked from.
 */
export function focusUndo(runId: number, asker: Element | null) {
  const until = Date.now() + UNDO_HEADING_WAIT_MS;
  const attempt = () => {
    // The question's own button still holds the focus while it closes, and gives it back to
    // «Отменить изменения», which goes once the undo has started.
    const active = document.activeElement;
    const placed =
      active !== null &&
      active !== document.body &&
      active !== asker &&
      !active.closest('[role="dialog"]');
    if (placed) return;
    const heading = document.getElementById(undoHeadingId(runId));
    if (heading) heading.focus();
    else if (Date.now() < until) setTimeout(attempt, UNDO_HEADING_POLL_MS);
  };
  attempt();
}
