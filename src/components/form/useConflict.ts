import type { FormInstance } from 'antd';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { AbpApiError } from '@/api/errors';
import { useFeedback } from '@/components/feedback/useFeedback';
import { sameValue } from './formValues';
import type { FormSession, FormValues, UseResourceFormOptions } from './resourceFormOptions';

/*
 * Optimistic concurrency in the form (ABP's concurrency stamp): the stamp of the record as the form was opened is
 * kept and sent with the save; a 409 (someone saved the record meanwhile) keeps what the user typed and offers to
 * reload the latest version, or to compare it field by field and keep theirs (saved on top of the new stamp) or
 * take the server's. A backend without stamps answers none: nothing is sent, and nothing changes.
 */

/** A changed field: the user's value and the server's current one. */
export interface ConflictRow {
  name: string;
  label: string;
  mine: unknown;
  theirs: unknown;
}

interface Latest<T, V> {
  key: string;
  record: T;
  values: Partial<V>;
  stamp: string | undefined;
}

export const stampOf = (value: unknown): string | undefined => {
  const stamp = (value as { concurrencyStamp?: unknown } | null | undefined)?.concurrencyStamp;
  return typeof stamp === 'string' ? stamp : undefined;
};

interface Args<T, V extends FormValues> {
  options: UseResourceFormOptions<T, V>;
  session: FormSession<T> | null;
  /** What `options.load` answered for the session's record. */
  loaded: Partial<V> | undefined;
  formRef: RefObject<FormInstance<V> | null>;
  formId: string;
  setDirty(value: boolean): void;
}

export function useConflict<T, V extends FormValues>({
  options,
  session,
  loaded,
  formRef,
  formId,
  setDirty,
}: Args<T, V>) {
  const { t } = useTranslation('toolkit');
  const { modal } = useFeedback();
  const key = session?.key;
  const pinned = useRef<{ key: string; stamp: string | undefined } | null>(null);
  const latestRef = useRef<Latest<T, V> | null>(null);
  const [latest, setLatest] = useState<Latest<T, V> | null>(null);
  const [conflict, setConflict] = useState<{ key: string; title: string; description: string | null } | null>(
    null,
  );
  const [comparison, setComparison] = useState<{
    key: string;
    latest: Latest<T, V>;
    rows: ConflictRow[];
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // The stamp of the values the form opened with (a background refresh of the record must not move it).
  const ready = session?.mode === 'edit' && !!session.record && (!options.load || loaded !== undefined);
  useEffect(() => {
    if (!ready || !session || pinned.current?.key === session.key) return;
    pinned.current = { key: session.key, stamp: stampOf(loaded) ?? stampOf(session.record) };
  });

  const adopt = (next: Latest<T, V>) => {
    latestRef.current = next;
    setLatest(next);
  };
  const fetchLatest = async (s: FormSession<T>) => {
    const { resource } = options;
    const fresh = await resource.get!(resource.getId(s.record!));
    const values = options.load
      ? await options.load(fresh)
      : (options.toValues?.(fresh) ?? (fresh as Partial<V>));
    return { key: s.key, record: fresh, values, stamp: stampOf(values) ?? stampOf(fresh) };
  };
  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const resolved = () => {
    setConflict(null);
    setComparison(null);
  };
  const takeLatest = (next: Latest<T, V>) => {
    // The fields show the latest values (initial values alone would lose to what was typed).
    formRef.current?.resetFields();
    formRef.current?.setFieldsValue(next.values as never);
    adopt(next);
    resolved();
    setDirty(false);
  };

  const current = latest?.key === key ? latest : null;
  const open = conflict?.key === key && session ? conflict : null;
  const compared = comparison?.key === key ? comparison : null;
  return {
    /** The values the form shows after "reload" (instead of the record's). */
    latestValues: current?.values,
    /** The record a save sends (with its changes on top) and the stamp it names. */
    saving(s: FormSession<T>): { record: T | null; stamp: string | undefined } {
      const l = latestRef.current?.key === s.key ? latestRef.current : null;
      const stamp = l ? l.stamp : pinned.current?.key === s.key ? pinned.current.stamp : undefined;
      const record = l ? l.record : s.record;
      if (s.mode !== 'edit' || !record || stamp === undefined) return { record, stamp };
      return { record: { ...record, concurrencyStamp: stamp }, stamp };
    },
    /** A save was refused with 409: keep everything typed and say so. */
    onConflict(s: FormSession<T>, error: AbpApiError) {
      setConflict({ key: s.key, title: error.message, description: error.details });
      setComparison(null);
      setFailure(null);
    },
    conflict: open && {
      title: open.title,
      description: open.description,
      busy,
      failure,
      canFetch: !!options.resource.get,
      rows: compared?.rows ?? null,
      reload: () =>
        void modal.confirm({
          title: t('conflict.reloadTitle'),
          content: t('conflict.reloadContent'),
          okText: t('conflict.reload'),
          okButtonProps: { danger: true },
          cancelText: t('unsaved.keepEditing'),
          onOk: () => attempt(async () => takeLatest(await fetchLatest(session!))),
        }),
      compare: () =>
        attempt(async () => {
          const next = await fetchLatest(session!);
          const form = formRef.current!;
          const mine = form.getFieldsValue() as Record<string, unknown>;
          const theirs = next.values as Record<string, unknown>;
          const root = document.getElementById(formId);
          const label = (name: string) =>
            root?.querySelector(`label[for="${CSS.escape(name)}"]`)?.textContent?.trim() || name;
          const rows = Object.keys(mine)
            .filter((name) => name in theirs && !sameValue(mine[name], theirs[name]))
            .map((name) => ({ name, label: label(name), mine: mine[name], theirs: theirs[name] }));
          setComparison({ key: session!.key, latest: next, rows });
        }),
      /** One field takes the server's value; the save then goes on top of the latest version. */
      useTheirs: (name: string) => {
        if (!compared) return;
        const row = compared.rows.find((r) => r.name === name);
        formRef.current?.setFieldValue(name as never, row?.theirs as never);
        adopt(compared.latest);
        setComparison({ ...compared, rows: compared.rows.filter((r) => r.name !== name) });
      },
      /** Saves what the user typed over the latest version. */
      keepMine: () => {
        if (!compared) return;
        adopt(compared.latest);
        resolved();
        formRef.current?.submit();
      },
      /** Discards the user's changes for the latest version. */
      takeTheirs: () => compared && takeLatest(compared.latest),
    },
  };
}
