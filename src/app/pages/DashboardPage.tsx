import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Permissions } from '@/api/permissions';
import { useCan, useCurrentUser } from '@/auth/session';
import { LoadingLines } from '@/components/display/LoadingLines';
import { useTenantScope } from '@/components/resource/useTenantScope';
import { loadPart } from '../lazyPart';
import { DashboardOverview } from './DashboardOverview';
import '@/features/dashboard/dashboard.css';

/** The figures and charts load as their own part, only for users who may see them. */
const DashboardFigures = lazy(() =>
  loadPart('dashboard:title', () => import('@/features/dashboard/DashboardFigures')).then((m) => ({
    default: m.DashboardFigures,
  })),
);

/**
 * /admin: the figures of the last 30 days for those who may see them (Pages.Orders, Pages.BankTransfer; the host
 * for every tenant or one); otherwise, and against a backend without the dashboard service (a stock ABP answers
 * 404), who is signed in and links to what the user can open. Plain HTML on antd's looks (no antd Card, Select,
 * Typography, Skeleton, Descriptions or Alert: the screen stays within its 60 KB over /users).
 */
export default function DashboardPage() {
  const { t } = useTranslation('shell');
  const { data } = useCurrentUser();
  const can = useCan();
  // A host working in a tenant sees that tenant's figures, without the host's tenant picker.
  const { isHost } = useTenantScope();
  if (!data) return null;
  const { user } = data;
  const figures = can(Permissions.Orders) || can(Permissions.BankTransfer);
  return (
    <div className="app-dashboard">
      <p className="app-paragraph app-dashboard__welcome">
        {t('dashboard.welcome', { name: user.name || user.userName })}
      </p>
      {figures ? (
        <Suspense fallback={<LoadingLines />}>
          <DashboardFigures
            hostPicker={isHost && can(Permissions.Tenants)}
            fallback={<DashboardOverview />}
          />
        </Suspense>
      ) : (
        <DashboardOverview />
      )}
    </div>
  );
}
