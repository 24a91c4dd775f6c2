import { RocketOutlined } from '@ant-design/icons';
import { Button, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRouteHandle } from '../routeMeta';

/** Stands in for an admin screen that a later issue delivers; clearly marked as such. */
export default function ComingSoonPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const handle = useRouteHandle();
  const page = handle ? t(handle.titleKey) : '';
  return (
    <Result
      className="app-coming-soon"
      icon={<RocketOutlined className="app-coming-soon__icon" aria-hidden />}
      title={
        <>
          <Tag className="app-coming-soon__tag">{t('comingSoon.tag')}</Tag>
          <div>{t('comingSoon.title', { page })}</div>
        </>
      }
      subTitle={t('comingSoon.description')}
      extra={
        <Button type="primary" onClick={() => void navigate('/admin')}>
          {t('comingSoon.back')}
        </Button>
      }
    />
  );
}
