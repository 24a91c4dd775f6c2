/**
 * Form values kept across a forced sign-out: when a save meets a 401 (the session ended elsewhere), the form's
 * values go to sessionStorage (this tab only, gone with it) and come back when the same user signs in again and
 * the page reopens. Secrets (any field whose name mentions a password, secret, token or credentials) are never
 * written down.
 */
export interface FormDraft {
  /** Which form: by default the resource's name. */
  key: string;
  mode: 'create' | 'edit';
  /** The record being edited, as the list showed it. */
  record: unknown;
  values: Record<string, unknown>;
  /** Whose draft it is: restored only for the same user in the same tenant. */
  owner: DraftOwner;
  savedAt: string;
}

export interface DraftOwner {
  userId: number | null;
  tenantId: number | null;
}

export const FORM_DRAFTS_KEY = 'cc.formDrafts';
const SECRET = /password|secret|token|credential/i;

function readAll(): FormDraft[] {
  try {
    const raw = window.sessionStorage.getItem(FORM_DRAFTS_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? (list as FormDraft[]) : [];
  } catch {
    return [];
  }
}

function writeAll(drafts: FormDraft[]) {
  try {
    if (drafts.length) window.sessionStorage.setItem(FORM_DRAFTS_KEY, JSON.stringify(drafts));
    else window.sessionStorage.removeItem(FORM_DRAFTS_KEY);
  } catch {
    // Storage full or disabled: the draft is a convenience.
  }
}

/** The values worth keeping: no secrets, no empty strings or lists. */
export function keepableValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) =>
        !SECRET.test(name) &&
        value !== undefined &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  );
}

const sameOwner = (a: DraftOwner, b: DraftOwner) => a.userId === b.userId && a.tenantId === b.tenantId;

export const formDrafts = {
  /** Keeps a form's values (one draft per form key); a form with nothing worth keeping is not stored. */
  save(draft: Omit<FormDraft, 'savedAt' | 'values'> & { values: Record<string, unknown> }): boolean {
    const values = keepableValues(draft.values);
    if (Object.keys(values).length === 0) return false;
    writeAll([
      ...readAll().filter((d) => d.key !== draft.key),
      { ...draft, values, savedAt: new Date().toISOString() },
    ]);
    return true;
  },
  /** Whether any draft waits to be restored. */
  any(): boolean {
    return readAll().length > 0;
  },
  /** The draft of this form, if it belongs to this user (reading only; see `discard`). */
  peek(key: string, owner: DraftOwner): FormDraft | null {
    const draft = readAll().find((d) => d.key === key);
    return draft && sameOwner(draft.owner, owner) ? draft : null;
  },
  /** Removes the draft of this form (restored, or another user's). */
  discard(key: string) {
    const all = readAll();
    if (all.some((d) => d.key === key)) writeAll(all.filter((d) => d.key !== key));
  },
  /** Forgets every draft (explicit sign-out). */
  clear() {
    writeAll([]);
  },
};
