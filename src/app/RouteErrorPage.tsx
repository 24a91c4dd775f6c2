import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { isPartLoadError, type PartFailure } from './lazyPart';

const titles: Record<PartFailure, string> = {
  script: 'errors.partTitle',
  css: 'errors.cssTitle',
  timeout: 'errors.timeoutTitle',
};

/**
 * The error boundary of every route: a part that failed to load is named, with a reload action; a failed
 * stylesheet gives a CSS load error; anything else a generic error.
 */
export function ErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  const reload = (
    <Button type="primary" onClick={() => window.location.reload()}>
      {t('errors.reload')}
    </Button>
  );
  if (isPartLoadError(error)) {
    return (
      <Result
        status="warning"
        title={t(titles[error.failure], { part: t(error.part) })}
        subTitle={t('errors.partDescription')}
        extra={reload}
      />
    );
  }
  return (
    <Result
      status="error"
      title={t('errors.unexpectedTitle')}
      subTitle={t('errors.unexpectedDescription')}
      extra={
        <Space wrap>
          {reload}
          <Button onClick={() => window.location.assign('/admin')}>{t('notFound.home')}</Button>
        </Space>
      }
    />
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorView error={error} />;
}
