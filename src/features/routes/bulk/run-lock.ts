import { lockManager } from '../../../api/cross-tab-lock';

/**
 * Which page is running a kept run. The page running it holds the run's Web Lock until the run
 * is done with, and the browser lets it go however the page goes (a reload, a closed tab, a
 * crash). Another page of the user thus tells a run going there from one cut short, and a page
 * that asks for a run's lock while another holds it is refused: one run goes in one page. Without
 * Web Locks every kept run that was going counts as cut short, and every page may run it.
 */
const PREFIX = 'nmc-bulk-run:';

/** A run's lock, held by this page until `release`. */
export interface Claim {
  release: () => void;
}

const unlocked: Claim = { release: () => undefined };

/**
 * Asks for run `id`'s lock now. A run another page may know of is asked for only if no page
 * holds it (null then); a new run's fresh id (`wait`) waits for a page that only looks at the
 * lock to let it go.
 */
export function claimRun(id: number, { wait = false } = {}): Promise<Claim | null> {
  const locks = lockManager();
  if (!locks) return Promise.resolve(unlocked);
  return new Promise((resolve) => {
    const held: { let: () => void } = { let: () => undefined };
    const holding = new Promise<void>((done) => (held.let = done));
    locks
      .request(`${PREFIX}${id}`, { ifAvailable: !wait }, (lock) => {
        resolve(lock ? { release: held.let } : null);
        return lock ? holding : undefined;
      })
      // A lock manager that fails the request (an opaque origin) locks nothing, as none does.
      .catch(() => resolve(unlocked));
  });
}

/** The runs some page is running now. */
export async function runsGoing(): Promise<ReadonlySet<number>> {
  const { held = [] } = (await lockManager()?.query()) ?? {};
  return new Set(
    held.flatMap(({ name }) =>
      name?.startsWith(PREFIX) ? [Number(name.slice(PREFIX.length))] : [],
    ),
  );
}

/** Resolves once no page runs run `id` any more. */
export async function whenRunLetGo(id: number): Promise<void> {
  await lockManager()?.request(`${PREFIX}${id}`, () => undefined);
}
