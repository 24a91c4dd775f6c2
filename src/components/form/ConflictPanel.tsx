import { Alert, Button, Flex } from 'antd';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldOptions, showValue } from './conflictDisplay';
import type { ResourceFormState } from './useResourceForm';
import './conflict.css';

type Conflict = NonNullable<ResourceFormState<unknown>['conflict']>;

/**
 * A save refused because someone changed the record meanwhile (HTTP 409): said where the user looks, at the top
 * of the form, announced and focused; what they typed stays in the form. They may reload the latest version
 * (after a confirm) or compare it with theirs field by field, then keep theirs or take the server's. `fields` are
 * the form's elements: the comparison shows a select's option label, as the form does, rather than its value.
 */
export function ConflictPanel({ conflict, fields }: { conflict: Conflict; fields?: ReactNode }) {
  const { t, i18n } = useTranslation('toolkit');
  const options = useMemo(() => fieldOptions(fields), [fields]);
  const words = {
    empty: t('conflict.empty'),
    yes: t('filters.yes'),
    no: t('filters.no'),
    language: i18n.language,
  };
  const show = (name: string, value: unknown) => showValue(value, options.get(name), words);
  const alert = useRef<HTMLDivElement>(null);
  const comparison = useRef<HTMLDivElement>(null);
  const { rows } = conflict;
  useEffect(() => alert.current?.focus(), []);
  const comparing = rows !== null;
  useEffect(() => {
    if (comparing) comparison.current?.focus();
  }, [comparing]);

  return (
    <div style={{ marginBottom: 16 }}>
      {/* Focused when shown (the alert inside is announced): attention goes where the save failed. */}
      <div ref={alert} tabIndex={-1} className="app-conflict">
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={conflict.title}
          description={
            <>
              {conflict.description && <div>{conflict.description}</div>}
              {conflict.failure && <div>{t('conflict.loadFailed', { message: conflict.failure })}</div>}
              {conflict.canFetch && (
                <Flex gap={8} wrap style={{ marginTop: 8 }}>
                  <Button size="small" onClick={conflict.reload} disabled={conflict.busy}>
                    {t('conflict.reload')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => void conflict.compare()}
                    loading={conflict.busy}
                    aria-expanded={comparing}
                  >
                    {t('conflict.compare')}
                  </Button>
                </Flex>
              )}
            </>
          }
        />
      </div>
      {rows && (
        <section
          ref={comparison}
          tabIndex={-1}
          aria-labelledby="form-conflict-compare"
          className="app-conflict-compare"
        >
          <h2 id="form-conflict-compare" className="app-conflict-compare__title">
            {t('conflict.compareTitle')}
          </h2>
          {rows.length === 0 ? (
            <p>{t('conflict.noDifferences')}</p>
          ) : (
            <table className="app-conflict-compare__table">
              <thead>
                <tr>
                  <th scope="col">{t('conflict.field')}</th>
                  <th scope="col">{t('conflict.mine')}</th>
                  <th scope="col">{t('conflict.theirs')}</th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.label}</th>
                    <td>{show(row.name, row.mine)}</td>
                    <td>{show(row.name, row.theirs)}</td>
                    <td>
                      <Button
                        size="small"
                        type="link"
                        onClick={() => conflict.useTheirs(row.name)}
                        aria-label={t('conflict.useTheirsOf', { field: row.label })}
                      >
                        {t('conflict.useTheirs')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Flex gap={8} wrap>
            <Button type="primary" size="small" onClick={conflict.keepMine}>
              {t('conflict.keepMine')}
            </Button>
            <Button size="small" onClick={() => void conflict.takeTheirs()}>
              {t('conflict.takeTheirs')}
            </Button>
          </Flex>
        </section>
      )}
    </div>
  );
}
