import { DRAFTS_KEY } from '../../api/session';
import { isRecord } from '../../lib/is-record';

/** A changed form's values, as the form gives them: its name on its page, and its values. */
export interface Draft {
  form: string;
  values: unknown;
}

/** The draft of a form as it is now, read only when the session ends. */
export type DraftSource = () => Draft | undefined;

/** A draft kept when a session ended: whose work it is, and on which page. */
interface KeptDraft extends Draft {
  user: string;
  page: string;
}

const isKept = (value: unknown): value is KeptDraft =>
  isRecord(value) &&
  typeof value.user === 'string' &&
  typeof value.page === 'string' &&
  typeof value.form === 'string' &&
  'values' in value;

function read(): KeptDraft[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DRAFTS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isKept) : [];
  } catch {
    return [];
  }
}

function write(drafts: readonly KeptDraft[]): void {
  try {
    if (drafts.length) sessionStorage.setItem(DRAFTS_KEY, JSON.stringify(drafts));
    else sessionStorage.removeItem(DRAFTS_KEY);
  } catch {
    // Full or refused storage: the work cannot be kept, and is lost as it was before.
  }
}

const isOf = (user: string, page: string, form: string) => (draft: KeptDraft) =>
  draft.user === user && draft.page === page && draft.form === form;

/**
 * Keeps `user`'s changed forms of `page` in this tab's session storage, where a session's end
 * leaves them (see forgetLocalSession); a later draft of the same form replaces an earlier one.
 */
export function keepDrafts(user: string, page: string, drafts: readonly Draft[]): void {
  if (drafts.length === 0) return;
  const others = read().filter(
    (kept) => !drafts.some((draft) => isOf(user, page, draft.form)(kept)),
  );
  write([...others, ...drafts.map(({ form, values }) => ({ user, page, form, values }))]);
}

/** The values kept of `form` on `page` for `user`; undefined when there are none. */
export const keptDraft = (user: string, page: string, form: string): unknown =>
  read().find(isOf(user, page, form))?.values;

export function dropDraft(user: string, page: string, form: string): void {
  write(read().filter((kept) => !isOf(user, page, form)(kept)));
}

/** Another user signed in: nothing the previous one typed is offered, or kept, for them. */
export function dropDraftsOfOthers(user: string): void {
  write(read().filter((kept) => kept.user === user));
}
