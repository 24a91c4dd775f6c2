import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cacheManagementApi } from '@/api/services/cacheManagement';
import { useWorkingTenant } from '@/auth/workingTenant';
import type { CacheKeyDto } from '@/api/types/config';
import { useConfirm } from '@/components/actions/useConfirm';
import { useTenantScope } from '@/components/resource/useTenantScope';
import { useFeedback } from '@/components/feedback/useFeedback';

const ROOT = 'cache-management';

/** A cache's name in the interface language; a cache the screen does not know yet shows its key. */
export function useCacheName() {
  const { t } = useTranslation('config');
  return (key: string) => t(`cacheManagement.names.${key}`, { defaultValue: key });
}

/**
 * The caches the caller may see (GetCacheKeys), and clearing them: one, after a confirmation naming it, or
 * all, one after the other. The counters are read again after every clear.
 */
export function useCaches() {
  const { t } = useTranslation('config');
  const { notification } = useFeedback();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const scope = useTenantScope();
  // A host working in a tenant gets that tenant's view, as its users do.
  const working = useWorkingTenant();
  const tenantId = scope.tenantId ?? working.tenantId;
  const nameOf = useCacheName();
  const query = useQuery({
    queryKey: [ROOT, tenantId],
    queryFn: ({ signal }) => cacheManagementApi.getCacheKeys(signal),
  });
  const items = query.data?.items ?? [];

  const run = async (keys: string[], done: string) => {
    try {
      for (const key of keys) await cacheManagementApi.expireCache(key);
      notification.success({ title: done, placement: 'bottomRight' });
    } catch (error) {
      notification.error({
        title: t('cacheManagement.failed'),
        description: error instanceof Error ? error.message : String(error),
        placement: 'bottomRight',
        duration: 0,
      });
    } finally {
      await queryClient.invalidateQueries({ queryKey: [ROOT] });
    }
  };
  const ask = (title: string, okText: string, onOk: () => Promise<void>) =>
    confirm({
      title,
      content: t(
        tenantId === null ? 'cacheManagement.confirm.content' : 'cacheManagement.confirm.tenantContent',
      ),
      okText,
      okButtonProps: { danger: true },
      cancelText: t('cacheManagement.cancel'),
      focusable: { autoFocusButton: 'cancel' },
      onOk,
    });

  return {
    query,
    items,
    isTenant: tenantId !== null,
    clear: (cache: CacheKeyDto) => {
      const name = nameOf(cache.cacheKey);
      ask(t('cacheManagement.confirm.title', { name }), t('cacheManagement.clear'), () =>
        run([cache.cacheKey], t('cacheManagement.cleared', { name })),
      );
    },
    clearAll: () =>
      ask(t('cacheManagement.confirm.allTitle', { count: items.length }), t('cacheManagement.clearAll'), () =>
        run(
          items.map((c) => c.cacheKey),
          t('cacheManagement.clearedAll'),
        ),
      ),
  };
}
