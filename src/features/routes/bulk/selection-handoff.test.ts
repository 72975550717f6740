import { describe, expect, it, vi } from 'vitest';
import { savedRoute } from '../../../../tests/support/saved-route';
import { forgetLocalSession } from '../../../api/session';
import { handSelection, onHanded } from './selection-handoff';

// Routes handed while no list is on screen wait for the next list: that list must be the same
// user's. «Выйти» and another user's sign-in in this tab must not find them selected.
describe('routes handed to the route list', () => {
  it('wait for the next list of the same session', () => {
    const routes = [savedRoute(1, 1_000)];
    handSelection(routes);
    const taker = vi.fn();
    const stop = onHanded(taker);
    stop();
    expect(taker).toHaveBeenCalledWith(routes);
  });

  it.each(['signed-out', 'expired'] as const)('are forgotten when the session ends (%s)', (how) => {
    handSelection([savedRoute(1, 1_000)]);
    forgetLocalSession(how);
    const taker = vi.fn();
    const stop = onHanded(taker);
    stop();
    expect(taker).not.toHaveBeenCalled();
  });
});
