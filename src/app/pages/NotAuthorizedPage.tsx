import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { credentials } from '@/api/credentials';
import { RESULT_IMAGE_CLASS, resultImage } from './resultImage';
import { useSignOut } from '@/auth/signIn';

/** /not-authorized: where a missing permission leads. */
export default function NotAuthorizedPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const signOut = useSignOut();
  const signedIn = credentials.getToken() !== null;
  return (
    <Result
      icon={resultImage('403')}
      classNames={{ icon: RESULT_IMAGE_CLASS }}
      title={<h1 className="app-result-heading">{t('notAuthorized.title')}</h1>}
      subTitle={t('notAuthorized.description')}
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => void navigate(signedIn ? '/admin' : '/login')}>
            {signedIn ? t('notAuthorized.home') : t('notAuthorized.signIn')}
          </Button>
          {signedIn && <Button onClick={signOut}>{t('notAuthorized.switchUser')}</Button>}
        </Space>
      }
    />
  );
}
