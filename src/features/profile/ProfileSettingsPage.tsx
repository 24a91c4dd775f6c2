import { ChangePasswordCard } from './ChangePasswordCard';
import { LanguageCard } from './LanguageCard';
import { UserDetailsCard } from './UserDetailsCard';
import './profile.css';

/** /profile-settings: the user's own details, change password, change language. */
export default function ProfileSettingsPage() {
  return (
    <div className="app-profile">
      <UserDetailsCard />
      <div className="app-profile__forms">
        <ChangePasswordCard />
        <LanguageCard />
      </div>
    </div>
  );
}
