import { useQueryClient } from '@tanstack/react-query';
import { Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentUserKey } from '@/auth/sessionKey';
import { ChangePasswordCard } from '@/features/profile/ChangePasswordCard';
import { LanguageCard } from '@/features/profile/LanguageCard';

export type AccountTab = 'password' | 'language';

/**
 * The signed-in user's own password and language, from the user menu: open to every user, unlike
 * /profile-settings, which the spec puts under Pages.Users. Loaded with the first opening.
 */
export default function AccountDialog({
  tab,
  onTabChange,
  onClose,
}: {
  tab: AccountTab | null;
  onTabChange(tab: AccountTab): void;
  onClose(): void;
}) {
  const { t } = useTranslation(['shell', 'profile']);
  const queryClient = useQueryClient();
  return (
    <Modal
      open={tab !== null}
      title={t('shell:account.title')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <Tabs
        activeKey={tab ?? 'password'}
        onChange={(key) => onTabChange(key as AccountTab)}
        items={[
          {
            key: 'password',
            label: t('profile:password.title'),
            children: (
              <ChangePasswordCard
                embedded
                // A backend that ends the sessions of a changed password sends the user to sign in now,
                // with the reason, rather than at the next click.
                onChanged={() => void queryClient.invalidateQueries({ queryKey: currentUserKey })}
              />
            ),
          },
          { key: 'language', label: t('profile:language.title'), children: <LanguageCard embedded /> },
        ]}
      />
    </Modal>
  );
}
