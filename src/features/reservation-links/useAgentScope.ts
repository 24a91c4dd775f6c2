import { Permissions } from '@/api/permissions';
import { useCan, useCurrentUser } from '@/auth/session';

/**
 * Whether the signed-in user is limited to their own agent code, as the server decides (decision 0016): a user
 * with an agent code, or without Pages.Orders, sees and creates only links with their own code. `agentCode` is
 * null for a limited user without a code (they can create nothing).
 */
export function useAgentScope(): { limited: boolean; agentCode: string | null } {
  const can = useCan();
  const agentCode = useCurrentUser().data?.user.agentCode ?? null;
  return { limited: agentCode !== null || !can(Permissions.Orders), agentCode };
}
