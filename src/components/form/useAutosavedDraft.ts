import { Form, type FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readPreference, writePreference } from '@/lib/browserStorage';
import { useTenantScope } from '../resource/useTenantScope';
import { keepableValues } from '@/lib/formDrafts';
import { valuesChanged } from './formValues';
import type { ResourceFormState } from './useResourceForm';

type Values = Record<string, unknown>;

export const AUTOSAVE_PREFIX = 'cc.autosave.v1';
/** How long typing must pause before the draft is written. */
const WRITE_DELAY_MS = 400;

interface StoredDraft {
  values: Values;
  savedAt: string;
}

const removeDraft = (key: string) => {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept either.
  }
};

/**
 * Autosave for long forms (e-mail templates): while the form is open, what is typed is kept in localStorage
 * under `key` (per tenant and user; secrets never), so a closed tab, a crash or a reload loses nothing. Opening
 * the form on the same key brings the draft back (`restoredAt`, for a notice); `discard()` drops it and returns
 * to the saved values. The draft goes when the form is saved (call `clear()` after the save) or closed after
 * the user confirmed discarding the changes.
 */
export function useAutosavedDraft<T, V extends Values>(form: ResourceFormState<T, V>, key: string | null) {
  const { tenantId, userId } = useTenantScope();
  const storageKey =
    key && form.open ? `${AUTOSAVE_PREFIX}:${tenantId ?? 'host'}:${userId ?? 0}:${key}` : null;
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  // The drawer's instance: null until the drawer (loaded when first opened) has handed it over.
  const instance = form.form as FormInstance<V> | null;
  const values = Form.useWatch([], instance ?? undefined) as Values | undefined;
  const base = (form.formProps.initialValues ?? {}) as Values;

  // Opening on a key with a draft: its values replace the saved ones.
  const [seen, setSeen] = useState<string | null>(null);
  const session = storageKey ? `${storageKey}#${form.sessionKey}` : null;
  if (session !== seen) {
    setSeen(session);
    const draft = storageKey ? readPreference<StoredDraft | null>(storageKey, null) : null;
    setRestoredAt(draft && valuesChanged({ ...base, ...draft.values }, base) ? draft.savedAt : null);
  }
  const restoredIn = useRef<string | null>(null);
  useEffect(() => {
    if (!storageKey || !restoredAt || !instance || restoredIn.current === session) return;
    // Once per session (as soon as the drawer's form is there): the restored values are in the form from then on.
    restoredIn.current = session;
    const draft = readPreference<StoredDraft | null>(storageKey, null);
    if (draft) instance.setFieldsValue(draft.values as never);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, instance]);

  // Typing: written after a pause; back to the saved values: nothing to keep.
  useEffect(() => {
    if (!storageKey || values === undefined) return;
    const timer = window.setTimeout(() => {
      if (valuesChanged(values, base))
        writePreference(storageKey, { values: keepableValues(values), savedAt: new Date().toISOString() });
      else removeDraft(storageKey);
    }, WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `base` follows the session; the values decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey, values]);

  // Closed while it had unsaved changes: the user confirmed discarding them.
  const last = useRef<{ key: string | null; dirty: boolean }>({ key: null, dirty: false });
  useEffect(() => {
    const previous = last.current;
    if (previous.key && !storageKey && previous.dirty) removeDraft(previous.key);
    last.current = { key: storageKey ?? previous.key, dirty: storageKey ? form.dirty : false };
    if (!storageKey) last.current.key = null;
  }, [storageKey, form.dirty]);

  const clear = useCallback(() => {
    if (last.current.key) removeDraft(last.current.key);
    if (storageKey) removeDraft(storageKey);
    setRestoredAt(null);
  }, [storageKey]);
  const discard = useCallback(() => {
    clear();
    instance?.resetFields();
  }, [clear, instance]);
  return { restoredAt, clear, discard };
}
