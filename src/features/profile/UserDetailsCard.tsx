import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/auth/session';
import { DetailList } from '@/components/display/DetailList';
import { PlainCard } from '@/components/display/PlainCard';
import { initials } from '@/lib/initials';

/** The signed-in user's own details (read-only). */
export function UserDetailsCard() {
  const { t } = useTranslation('profile');
  const { data } = useCurrentUser();
  if (!data) return null;
  const { user, tenant } = data;
  const fullName = [user.name, user.surname].filter(Boolean).join(' ') || user.userName;
  return (
    <PlainCard title={t('details.title')}>
      <div className="app-profile__identity">
        <span className="app-avatar app-avatar--large" aria-hidden="true">
          {initials(user.name, user.surname)}
        </span>
        <div className="app-profile__who">
          <p className="app-profile__name">{fullName}</p>
          <p className="app-profile__email app-text-secondary">{user.emailAddress}</p>
        </div>
      </div>
      <DetailList
        items={[
          { key: 'name', label: t('details.name'), value: user.name },
          { key: 'surname', label: t('details.surname'), value: user.surname },
          { key: 'userName', label: t('details.userName'), value: user.userName },
          { key: 'email', label: t('details.email'), value: user.emailAddress },
          { key: 'tenant', label: t('details.tenant'), value: tenant?.name ?? t('details.host') },
        ]}
      />
    </PlainCard>
  );
}
