import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, type FormProps } from 'antd';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceKeys, type Resource } from '../resource/resource';
import { useTenantScope } from '../resource/useTenantScope';
import { valuesChanged } from './formValues';
import { splitServerErrors, type GeneralServerError } from './serverErrors';

export type FormMode = 'create' | 'edit';
type Values = Record<string, unknown>;

export interface UseResourceFormOptions<T, V extends Values> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- `submit` decides what is sent
  resource: Resource<T, any, any>;
  /** Values of a new record. */
  defaults?: Partial<V>;
  /** Values of an existing record, from the list row. */
  toValues?(record: T): Partial<V>;
  /** Loads an existing record's values (e.g. GetRoleForEdit); the drawer shows a skeleton meanwhile. */
  load?(record: T): Promise<Partial<V>>;
  /** Default: `resource.create(values)` or `resource.update({ ...record, ...values })`. */
  submit?(values: V, context: { mode: FormMode; record: T | null }): Promise<unknown>;
  /** Names the saved record in the success notification; default the record's title or the `name` field. */
  nameOf?(values: V, record: T | null): string;
  /** Other resources whose queries the save makes stale (e.g. users after a role is renamed). */
  invalidates?: string[];
  /** Success text; default "Saved “name”". */
  successMessage?(name: string, mode: FormMode): string;
}

interface Session<T> {
  id: number;
  mode: FormMode;
  record: T | null;
}

/**
 * The one form hook: opens a create or edit session, loads values, submits, maps server validation errors onto
 * the fields, tracks unsaved changes and refreshes only the resource's queries. Render with `<FormDrawer form=…>`.
 */
export function useResourceForm<T, V extends Values = Values>(options: UseResourceFormOptions<T, V>) {
  const { resource } = options;
  const { t } = useTranslation('toolkit');
  const { modal, notification } = App.useApp();
  const queryClient = useQueryClient();
  const { tenantId } = useTenantScope();
  const [form] = Form.useForm<V>();
  const formId = useId();
  const [session, setSession] = useState<Session<T> | null>(null);
  const [dirty, setDirty] = useState(false);
  const [serverError, setServerError] = useState<GeneralServerError | null>(null);

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

  const initialValues: Partial<V> | undefined = !session
    ? undefined
    : session.mode === 'create'
      ? (options.defaults ?? {})
      : options.load
        ? loaded.data
        : options.toValues?.(session.record!);

  const start = (mode: FormMode, record: T | null) => {
    setSession((s) => ({ id: (s?.id ?? 0) + 1, mode, record }));
    setDirty(false);
    setServerError(null);
  };
  const forceClose = useCallback(() => {
    setSession(null);
    setDirty(false);
    setServerError(null);
  }, []);

  const mutation = useMutation({
    mutationFn: ({ values, current }: { values: V; current: Session<T> }) => {
      if (options.submit) return options.submit(values, { mode: current.mode, record: current.record });
      if (current.mode === 'create') return resource.create!(values);
      return resource.update!({ ...current.record, ...values });
    },
  });

  const nameOf = (values: V, record: T | null) =>
    options.nameOf?.(values, record) ?? (record ? resource.getTitle(record) : String(values.name ?? ''));

  const onFinish = async (values: V) => {
    if (!session) return;
    setServerError(null);
    try {
      await mutation.mutateAsync({ values, current: session });
    } catch (error) {
      const names = form.getFieldsError().map((f) => f.name.join('.'));
      const { fields, general } = splitServerErrors(error, names);
      form.setFields(fields.map((f) => ({ name: f.name.split('.') as never, errors: f.errors })));
      if (fields[0]) form.scrollToField(fields[0].name.split('.'));
      setServerError(general);
      return;
    }
    const name = nameOf(values, session.record);
    notification.success({
      title: options.successMessage?.(name, session.mode) ?? t('notify.saved', { name }),
      placement: 'bottomRight',
    });
    forceClose();
    for (const root of [resource.name, ...(options.invalidates ?? [])])
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(root) });
  };

  /** Closing asks first when there are unsaved changes. */
  const requestClose = () => {
    if (mutation.isPending) return;
    if (!dirty) return forceClose();
    void modal.confirm({
      title: t('unsaved.title'),
      content: t('unsaved.content'),
      okText: t('unsaved.discard'),
      okButtonProps: { danger: true },
      cancelText: t('unsaved.keepEditing'),
      onOk: forceClose,
    });
  };

  const pending = mutation.isPending;
  const loading = !!options.load && !!session?.record && loaded.isPending;
  const formProps: FormProps<V> = {
    form,
    id: formId,
    layout: 'vertical',
    initialValues: initialValues as FormProps<V>['initialValues'],
    onFinish: (values) => void onFinish(values),
    onValuesChange: (_changed, all) => setDirty(valuesChanged(all, (initialValues ?? {}) as Values)),
    scrollToFirstError: true,
    disabled: pending,
  };

  return {
    form,
    open: session !== null,
    mode: session?.mode ?? 'create',
    record: session?.record ?? null,
    /** Changes per open, so the form remounts with fresh initial values. */
    sessionKey: session?.id ?? 0,
    openCreate: () => start('create', null),
    openEdit: (record: T) => start('edit', record),
    requestClose,
    forceClose,
    dirty,
    pending,
    loading,
    loadError: loaded.isError ? loaded.error : null,
    retryLoad: () => void loaded.refetch(),
    serverError,
    clearServerError: () => setServerError(null),
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
