import { CompassOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Stands in for the public booking pages (landing, extra services, payment, result) until they are delivered. */
export default function PublicComingSoonPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Result
      icon={<CompassOutlined style={{ color: '#fa8c16' }} />}
      title={t('public.title')}
      subTitle={t('public.description')}
      extra={
        <Button type="primary" onClick={() => void navigate('/admin')}>
          {t('public.staffSignIn')}
        </Button>
      }
    />
  );
}
