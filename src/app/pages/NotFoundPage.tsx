import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { credentials } from '@/api/credentials';
import { RESULT_IMAGE_CLASS, resultImage } from './resultImage';

/** Unknown routes. */
export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const signedIn = credentials.getToken() !== null;
  return (
    <Result
      icon={resultImage('404')}
      classNames={{ icon: RESULT_IMAGE_CLASS }}
      title={<h1 className="app-result-heading">{t('notFound.title')}</h1>}
      subTitle={t('notFound.description')}
      extra={
        <Button type="primary" onClick={() => void navigate(signedIn ? '/admin' : '/login')}>
          {signedIn ? t('notFound.home') : t('notFound.signIn')}
        </Button>
      }
    />
  );
}
