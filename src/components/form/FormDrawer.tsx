import { Alert, Button, Drawer, Flex, Form, Skeleton } from 'antd';
import { useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StateResult } from '../display/StateResult';
import { ConflictPanel } from './ConflictPanel';
import { useIsPhone } from '../hooks/useIsPhone';
import type { ResourceFormState } from './useResourceForm';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

export interface FormDrawerProps<T> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the drawer only renders; values are the form's
  form: ResourceFormState<T, any>;
  title: ReactNode;
  children: ReactNode;
  /** Desktop width; phones always get the full width. */
  width?: number;
  saveLabel?: string;
}

/**
 * A create/edit drawer: the form, the server's non-field errors in an alert (a save refused because the record
 * changed meanwhile in ConflictPanel), Cancel/Save in the footer (Save is the form's submit button, so Enter
 * submits), and the unsaved-changes guard.
 */
export function FormDrawer<T>({ form, title, children, width = 520, saveLabel }: FormDrawerProps<T>) {
  const { t } = useTranslation('toolkit');
  // The instance lazyFormDrawer created for the feature's drawer, or (rendered directly) one of its own.
  const instance = useAttachedForm(form);
  const phone = useIsPhone();
  const error = form.serverError;
  const body = useRef<HTMLDivElement>(null);
  return (
    <Drawer
      open={form.open}
      title={title}
      size={phone ? '100%' : width}
      onClose={form.requestClose}
      destroyOnHidden
      // Keyboard first: the cursor starts in the first field, unless the user is already typing in one
      // (the open animation can end after a quick click into the form).
      afterOpenChange={(open) => {
        if (open && body.current) focusFirstField(body.current);
      }}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={form.requestClose} disabled={form.pending}>
            {form.readOnly ? t('actions.close') : t('actions.cancel')}
          </Button>
          {!form.readOnly && (
            <Button type="primary" {...form.saveButtonProps}>
              {saveLabel ?? t('actions.save')}
            </Button>
          )}
        </Flex>
      }
    >
      {form.conflict && <ConflictPanel conflict={form.conflict} fields={children} />}
      {form.restoredDraft && !error && (
        <Alert
          type="info"
          showIcon
          role="status"
          title={t('form.restoredTitle')}
          description={t('form.restoredContent')}
          style={{ marginBottom: 16 }}
        />
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          closable={{ onClose: form.clearServerError }}
          title={error.title}
          description={
            error.description || error.messages.length ? (
              <>
                {error.description && <div style={{ whiteSpace: 'pre-line' }}>{error.description}</div>}
                {error.messages.length > 0 && (
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {error.messages.map((m, i) => (
                      <li key={i}>{m}</li>
                    ))}
                  </ul>
                )}
              </>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <div ref={body}>
        {form.loading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : form.loadError ? (
          <StateResult
            status="error"
            title={t('form.loadFailed')}
            subTitle={form.loadError.message}
            extra={<Button onClick={form.retryLoad}>{t('table.retry')}</Button>}
          />
        ) : (
          form.open && (
            <Form key={form.sessionKey} {...form.formProps} form={instance}>
              {children}
            </Form>
          )
        )}
      </div>
      {form.open && (
        <UnsavedChangesGuard when={form.dirty} stillDirty={form.isDirty} onDiscard={form.discard} />
      )}
    </Drawer>
  );
}

/** Puts the cursor in the first enabled field, unless the user already placed it somewhere in the form. */
export function focusFirstField(container: HTMLElement) {
  if (container.contains(document.activeElement)) return;
  container.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])')?.focus();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's state: only its instance is handled
type AnyFormState = ResourceFormState<any, any>;

/** The form's instance: the one given (`form.form`, when set), else a new one; handed to the form hook. */
function useAttachedForm(form: AnyFormState) {
  // `form.form` is null until a drawer attached one (the hook's type says otherwise for the drawers' sake).
  const given = (form.form as AnyFormState['form'] | null) ?? undefined;
  const [instance] = Form.useForm(given);
  const { attachForm } = form;
  useLayoutEffect(() => attachForm(instance), [attachForm, instance]);
  return instance;
}

/**
 * Wraps a feature's drawer so that it gets its form instance before it renders (for `Form.useWatch` and the
 * like); used by lazyFormDrawer, which loads this module with the drawer.
 */
export function withFormInstance<P extends { form: AnyFormState }>(Drawer: ComponentType<P>) {
  return function WithFormInstance(props: P) {
    const instance = useAttachedForm(props.form);
    return <Drawer {...props} form={{ ...props.form, form: instance }} />;
  };
}
