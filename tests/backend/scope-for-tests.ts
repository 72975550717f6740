// A store of the backend for one unit test: reset through the backend's own reset call, with the
// settings the test names, and signed in.
import { callerIn, signIn, type Call } from '../contract/backend-calls';
import { RESET_PATH, RESET_TOKEN_HEADER } from './server';

let scopes = 0;

export interface TestScope {
  call: Call;
  token: string;
  refresh: string;
}

export async function freshScope(settings: Record<string, unknown> = {}): Promise<TestScope> {
  const call = callerIn(`backend-test-${++scopes}`);
  const reset = await call('post', RESET_PATH, {
    body: settings,
    headers: { [RESET_TOKEN_HEADER]: process.env.BACKEND_RESET_TOKEN ?? '' },
  });
  if (reset.status !== 204) throw new Error(`reset answered ${reset.status}`);
  const { access, refresh } = await signIn(call);
  return { call, token: access, refresh };
}
