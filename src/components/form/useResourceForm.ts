import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance, FormProps } from 'antd';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAbpApiError } from '@/api/errors';
import { useCan } from '@/auth/session';
import { formDrafts, type FormDraft } from '@/lib/formDrafts';
import { useSingleFlight } from '@/lib/useSingleFlight';
import { resourceKeys } from '../resource/resource';
import { NEW_RECORD, useRouteHasRecords, useRoutedRecord } from '../resource/useRecordRoute';
import { useTenantScope } from '../resource/useTenantScope';
import { valuesChanged } from './formValues';
import { splitServerErrors, type GeneralServerError } from './serverErrors';
import { useConflict } from './useConflict';
import { useFeedback } from '@/components/feedback/useFeedback';
import type {
  FormMode,
  FormSession,
  FormValues as Values,
  UseResourceFormOptions,
} from './resourceFormOptions';

export type { FormMode, UseResourceFormOptions } from './resourceFormOptions';

/**
 * The one form hook: opens a create or edit session, loads values, submits (once: a double click sends one
 * request), maps server validation errors onto the fields, tracks unsaved changes and refreshes only the
 * resource's queries. Render with `<FormDrawer form=…>`.
 */
export function useResourceForm<T, V extends Values = Values>(options: UseResourceFormOptions<T, V>) {
  const { resource } = options;
  const { t } = useTranslation('toolkit');
  const { modal, notification } = useFeedback();
  const queryClient = useQueryClient();
  const can = useCan();
  const { tenantId, userId } = useTenantScope();
  // The drawer's form instance (antd's Form comes with its lazy part), handed over with `attachForm`.
  const formRef = useRef<FormInstance<V> | null>(null);
  const [attached, setAttached] = useState<FormInstance<V> | null>(null);
  const attachForm = useCallback((instance: FormInstance<V>) => {
    formRef.current = instance;
    setAttached(instance);
  }, []);
  const formId = useId();
  const routeHasRecords = useRouteHasRecords();
  const routed = options.routed ?? routeHasRecords;
  const route = useRoutedRecord(resource, routed);
  const draftKey = options.draftKey ?? resource.name;
  // A save that met a 401 left its values behind: the form reopens with them once the same user is back.
  const [draft] = useState(() => (userId === null ? null : formDrafts.peek(draftKey, { userId, tenantId })));
  const [restored, setRestored] = useState<FormDraft | null>(draft);
  const signedIn = userId !== null;
  useEffect(() => {
    // Restored (or another user's): either way it is not offered again.
    if (signedIn) formDrafts.discard(draftKey);
  }, [signedIn, draftKey]);

  // Routed: the session is the URL's record. Otherwise: state, opened by openCreate/openEdit.
  const [local, setLocal] = useState<FormSession<T> | null>(() =>
    draft && !routed ? { key: '1', mode: draft.mode, record: draft.record as T | null } : null,
  );
  const { record } = route;
  const canCreate = !!(resource.create || options.submit) && can(resource.permissions.create);
  const invalidRoute = route.invalid || (routed && route.isNew && !canCreate);
  const session: FormSession<T> | null = !routed
    ? local
    : route.recordId === undefined || invalidRoute
      ? null
      : route.isNew
        ? { key: NEW_RECORD, mode: 'create', record: null }
        : { key: String(route.id), mode: 'edit', record: record.data ?? null };
  const { close: closeRoute, open: openRoute } = route;
  const draftWithoutAddress = routed && restored !== null && route.recordId === undefined;
  useEffect(() => {
    // `/users/abc`, or `/users/new` without the create permission: back to the list.
    if (invalidRoute) closeRoute();
  }, [invalidRoute, closeRoute]);
  useEffect(() => {
    // A draft came back on the list's address: open its record (or the new one) to restore it there.
    if (draftWithoutAddress && restored) openRoute(restored.mode === 'edit' ? (restored.record as T) : null);
  }, [draftWithoutAddress, restored, openRoute]);

  const [dirty, setDirtyState] = useState(draft !== null);
  // The blocker reads the ref, so a close right after "discard" or a save is not asked about again.
  const dirtyRef = useRef(dirty);
  const setDirty = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirtyState(value);
  }, []);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const [serverError, setServerError] = useState<GeneralServerError | null>(null);
  const [seenKey, setSeenKey] = useState(session?.key);
  if (seenKey !== session?.key) {
    setSeenKey(session?.key);
    // A restored draft belongs to the session it was saved in (the same record, or a new one).
    const restoredHere =
      restored !== null &&
      session !== null &&
      restored.mode === session.mode &&
      (session.mode === 'create' || String(resource.getId(restored.record as T)) === session.key);
    if (!restoredHere && restored && session) setRestored(null);
    setDirtyState(restoredHere);
    setServerError(null);
  }

  const loaded = useQuery({
    queryKey: [
      ...resourceKeys.detail(resource.name, tenantId, session?.record ? resource.getId(session.record) : ''),
      'form',
    ],
    queryFn: () => options.load!(session!.record!),
    enabled: !!session?.record && !!options.load,
    gcTime: 0,
    staleTime: 0,
  });

  const conflicts = useConflict({ options, session, loaded: loaded.data, formRef, formId, setDirty });
  const baseValues: Partial<V> | undefined = !session
    ? undefined
    : conflicts.latestValues
      ? conflicts.latestValues
      : session.mode === 'create'
        ? (options.defaults ?? {})
        : !session.record
          ? undefined
          : options.load
            ? loaded.data
            : (options.toValues?.(session.record) ?? (session.record as Partial<V>));
  const initialValues: Partial<V> | undefined =
    restored && baseValues ? { ...baseValues, ...(restored.values as Partial<V>) } : baseValues;

  const start = (mode: FormMode, row: T | null) => {
    setRestored(null);
    if (routed) return route.open(row);
    setLocal((s) => ({ key: String(Number(s?.key ?? 0) + 1), mode, record: row }));
  };
  /** Leaves the form without asking (after a save, or once the user chose to discard). */
  const forceClose = useCallback(() => {
    setDirty(false);
    setServerError(null);
    setRestored(null);
    if (routed) closeRoute();
    else setLocal(null);
  }, [routed, closeRoute, setDirty]);
  /** The user chose to leave while a navigation was blocked: forget the changes, the navigation follows. */
  const discard = useCallback(() => {
    setDirty(false);
    setRestored(null);
    if (!routed) setLocal(null);
  }, [routed, setDirty]);

  const nameOf = (values: V, row: T | null) =>
    options.nameOf?.(values, row) ?? (row ? resource.getTitle(row) : String(values.name ?? ''));

  const save = useSingleFlight(async (values: V, current: FormSession<T>) => {
    setServerError(null);
    const form = formRef.current!;
    // The record as the form read it, with the concurrency stamp it was opened with (useConflict).
    const { record: base, stamp } = conflicts.saving(current);
    try {
      if (options.submit)
        await options.submit(values, { mode: current.mode, record: base, concurrencyStamp: stamp });
      else if (current.mode === 'create') await resource.create!(values);
      else
        await resource.update!({
          ...base,
          ...values,
          ...(stamp === undefined ? {} : { concurrencyStamp: stamp }),
        });
    } catch (error) {
      if (isAbpApiError(error) && error.status === 409 && current.mode === 'edit')
        return conflicts.onConflict(current, error);
      if (isAbpApiError(error) && error.status === 401) {
        // The session ended (elsewhere, or it expired): the app goes to sign-in; keep what was typed.
        formDrafts.save({
          key: draftKey,
          mode: current.mode,
          record: current.record,
          values: { ...(form.getFieldsValue(true) as Values), ...values },
          owner: { userId, tenantId },
        });
        return;
      }
      const names = form.getFieldsError().map((f) => f.name.join('.'));
      const { fields, general } = splitServerErrors(error, names);
      form.setFields(fields.map((f) => ({ name: f.name.split('.') as never, errors: f.errors })));
      if (fields[0]) form.scrollToField(fields[0].name.split('.'));
      setServerError(general);
      return;
    }
    const name = nameOf(values, current.record);
    notification.success({
      title: options.successMessage?.(name, current.mode) ?? t('notify.saved', { name }),
      placement: 'bottomRight',
    });
    forceClose();
    for (const root of [resource.name, ...(options.invalidates ?? [])])
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(root) });
  });

  // One submit at a time: a second click (or Enter) while the first is validated or saved is swallowed.
  const submitting = useRef(false);
  const onSubmitCapture = (event: FormEvent<HTMLFormElement>) => {
    if (!submitting.current) {
      submitting.current = true;
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };
  const onFinish = async (values: V) => {
    try {
      if (session) await save.run(values, session);
    } finally {
      submitting.current = false;
    }
  };

  const pending = save.pending;
  /** Closing asks first when there are unsaved changes. */
  const requestClose = () => {
    if (save.busy()) return;
    if (!dirtyRef.current) return forceClose();
    void modal.confirm({
      title: t('unsaved.title'),
      content: t('unsaved.content'),
      okText: t('unsaved.discard'),
      okButtonProps: { danger: true },
      cancelText: t('unsaved.keepEditing'),
      onOk: forceClose,
    });
  };

  const recordPending = routed && session?.mode === 'edit' && !session.record && record.isPending;
  const loading = recordPending || (!!options.load && !!session?.record && loaded.isPending);
  const loadError = routed && record.error ? record.error : loaded.isError ? loaded.error : null;
  // Opened by its address without the edit permission: the record is shown, not editable.
  const readOnly =
    routed &&
    session?.mode === 'edit' &&
    (!(resource.update || options.submit) || !can(resource.permissions.edit));
  const formProps: FormProps<V> = {
    id: formId,
    layout: 'vertical',
    initialValues: initialValues as FormProps<V>['initialValues'],
    onFinish: (values) => void onFinish(values),
    onFinishFailed: () => {
      submitting.current = false;
    },
    onSubmitCapture,
    // Restored values are unsaved changes too: compared with the record, not with the draft.
    onValuesChange: (_changed, all) => setDirty(valuesChanged(all, (baseValues ?? {}) as Values)),
    scrollToFirstError: true,
    // One instance serves every session: a closed session's values must not win over the next record's.
    clearOnDestroy: true,
    disabled: pending || readOnly,
  };

  return {
    /** The open drawer's instance, for its own fields (`Form.useWatch`); not available to the page around. */
    form: attached!,
    attachForm,
    open: session !== null,
    mode: session?.mode ?? 'create',
    record: session?.record ?? null,
    /** Changes per open, so the form remounts with fresh initial values. */
    sessionKey: session?.key ?? '',
    openCreate: () => start('create', null),
    openEdit: (row: T) => start('edit', row),
    requestClose,
    forceClose,
    discard,
    dirty,
    /** For the unsaved-changes guard: read at navigation time. */
    isDirty: () => dirtyRef.current,
    pending,
    loading,
    readOnly,
    loadError,
    retryLoad: () => (routed && record.error ? record.refetch() : void loaded.refetch()),
    serverError,
    clearServerError: () => setServerError(null),
    /** A save was refused because the record changed meanwhile: reload or compare (ConflictPanel). */
    conflict: conflicts.conflict,
    /** The form reopened with values kept from before a forced sign-out. */
    restoredDraft: restored !== null && session !== null,
    formProps,
    saveButtonProps: {
      htmlType: 'submit' as const,
      form: formId,
      loading: pending,
      disabled: loading || pending,
    },
  };
}

export type ResourceFormState<T, V extends Values = Values> = ReturnType<typeof useResourceForm<T, V>>;
