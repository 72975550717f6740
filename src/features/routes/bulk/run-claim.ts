import { claimRun, type Claim } from './run-lock';
import { followElsewhere, refreshRun } from './run-session';

/**
 * Continuing, retrying or undoing a kept run starts by taking its lock, before anything of that
 * is written to a route or to the journal: of two pages pressing at once, one gets it, and the
 * other follows the run going there. The page that gets it goes on from the run as the journal
 * has it, which is the latest: a page lets the lock go only once the journal has its end.
 */

/** The runs this page is asking the lock of: a second press waits for nothing and does nothing. */
const claiming = new Set<number>();

export const isClaiming = (id: number): boolean => claiming.has(id);

/**
 * Takes run `id`'s lock, or follows the run in the page that has it (null then). Once taken, the
 * run in this page is the journal's latest; the caller checks it again and lets the lock go
 * when done.
 */
export async function claimPhase(id: number): Promise<Claim | null> {
  if (claiming.has(id)) return null;
  claiming.add(id);
  try {
    const claim = await claimRun(id);
    if (!claim) {
      followElsewhere(id);
      return null;
    }
    await refreshRun(id);
    return claim;
  } finally {
    claiming.delete(id);
  }
}
