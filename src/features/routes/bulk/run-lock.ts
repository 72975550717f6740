import { lockManager } from '../../../api/cross-tab-lock';

/**
 * Which page is running a kept run. The page running it holds the run's Web Lock until the run
 * is done with, and the browser lets it go however the page goes (a reload, a closed tab, a
 * crash). Another page of the user thus tells a run going there from one cut short. Without
 * Web Locks every kept run that was going counts as cut short, as before.
 */
const PREFIX = 'nmc-bulk-run:';

/** This page holds run `id`'s lock until `going` settles. */
export function holdRun(id: number, going: Promise<void>): void {
  void lockManager()
    ?.request(`${PREFIX}${id}`, () => going)
    .catch(() => undefined);
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
