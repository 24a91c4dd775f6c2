import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { credentials } from '@/api/credentials';

/** Unknown routes. */
export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const signedIn = credentials.getToken() !== null;
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.description')}
      extra={
        <Button type="primary" onClick={() => void navigate(signedIn ? '/admin' : '/login')}>
          {signedIn ? t('notFound.home') : t('notFound.signIn')}
        </Button>
      }
    />
  );
}
