import { usersApi } from '@/api/services/users';
import type { UserDto } from '@/api/types/identity';
import { useActivationToggle } from '@/components/actions/useActivationToggle';

/** Activate at once; deactivate after a confirmation, since the user can no longer sign in. */
export function useUserActivation() {
  const { setActive } = useActivationToggle<UserDto>({
    resource: 'users',
    ns: 'users',
    nameOf: (user) => user.userName,
    setActive: (user, active) => (active ? usersApi.activate(user.id) : usersApi.deActivate(user.id)),
    deactivateLabelKey: 'actions.deactivate',
  });
  return {
    activate: (user: UserDto) => setActive(user, true),
    deactivate: (user: UserDto) => setActive(user, false),
  };
}
