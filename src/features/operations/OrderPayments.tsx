import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Input, Select, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permissions } from '@/api/permissions';
import { ordersApi } from '@/api/services/operations';
import type { GetOrderPaymentsInput, OrderDetailDto } from '@/api/types/operations';
import { useCan } from '@/auth/session';
import { resourceKeys } from '@/components/resource/resource';
import { useTenantScope } from '@/components/resource/useTenantScope';
import { OrderSection } from './OrderSection';
import { ordersResource } from './ordersResource';
import { PaymentCard } from './PaymentCard';
import { usePaymentActions, type PaymentAction } from './usePaymentActions';

/** Filter controls share a row and wrap, a whole row each on a phone. */
const control = { flex: '1 1 160px', maxWidth: 240 } as const;

interface Filters {
  email: string;
  payer: string;
  paymentType: number[];
  bankAccount: number | null;
  pushStatus: number[];
}
const noFilters: Filters = { email: '', payer: '', paymentType: [], bankAccount: null, pushStatus: [] };

/** The filters as Order/GetOrderPayments takes them, or null when none is set (every payment shows). */
function request(orderId: number, f: Filters): GetOrderPaymentsInput | null {
  const input: GetOrderPaymentsInput = {
    OrderId: orderId,
    ...(f.email.trim() ? { Email: f.email.trim() } : {}),
    ...(f.payer.trim() ? { Payer: f.payer.trim() } : {}),
    ...(f.paymentType.length ? { PaymentType: f.paymentType } : {}),
    ...(f.bankAccount !== null ? { BankAccount: f.bankAccount } : {}),
    ...(f.pushStatus.length ? { PushStatus: f.pushStatus } : {}),
    MaxResultCount: 1000,
  };
  return Object.keys(input).length > 2 ? input : null;
}

/** Text filters reach the server a moment after typing stops. */
function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The order's payments: filtered by the spec's payment filters (Email, Payer, PaymentType, BankAccount,
 * PushStatus; the server answers which payments match), each with its history and actions.
 */
export function OrderPayments({ order }: { order: OrderDetailDto }) {
  const { t } = useTranslation(['operations', 'payments']);
  const can = useCan();
  const { tenantId } = useTenantScope();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [running, setRunning] = useState<Record<number, PaymentAction>>({});
  const onRunning = useCallback((id: number, action: PaymentAction | null) => {
    setRunning(({ [id]: _, ...rest }) => (action ? { ...rest, [id]: action } : rest));
  }, []);
  const act = usePaymentActions(onRunning);
  const input = request(order.id, useDebounced(filters));
  const matching = useQuery({
    queryKey: [...resourceKeys.all(ordersResource.name), 'payments', tenantId, input],
    queryFn: ({ signal }) => ordersApi.getPayments(input!, signal),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
  const accounts = useMemo(() => {
    const seen = new Map<number, string>();
    for (const p of order.payments)
      if (p.bankAccountId !== null)
        seen.set(p.bankAccountId, [p.bankName, p.bankAccountIban].filter(Boolean).join(' · '));
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [order.payments]);
  const ids = input && matching.data ? new Set(matching.data.items.map((p) => p.id)) : null;
  const shown = ids ? order.payments.filter((p) => ids.has(p.id)) : order.payments;
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  const label = (key: string) => t(`payments:filters.${key}`);

  if (order.payments.length === 0)
    return (
      <OrderSection title={t('orders.detail.payments')}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.detail.noPayments')} />
      </OrderSection>
    );
  return (
    <OrderSection title={t('orders.detail.payments')}>
      <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label={label('title')}>
        <Input
          allowClear
          style={control}
          placeholder={label('email')}
          aria-label={label('email')}
          value={filters.email}
          onChange={(e) => set({ email: e.target.value })}
        />
        <Input
          allowClear
          style={control}
          placeholder={label('payer')}
          aria-label={label('payer')}
          value={filters.payer}
          onChange={(e) => set({ payer: e.target.value })}
        />
        <Select
          mode="multiple"
          allowClear
          style={control}
          placeholder={label('paymentType')}
          aria-label={label('paymentType')}
          value={filters.paymentType}
          onChange={(paymentType) => set({ paymentType })}
          options={[0, 1, 2].map((v) => ({ value: v, label: t(`paymentType.${v}`) }))}
        />
        {accounts.length > 0 && (
          <Select
            allowClear
            style={control}
            placeholder={label('bankAccount')}
            aria-label={label('bankAccount')}
            value={filters.bankAccount}
            onChange={(bankAccount?: number) => set({ bankAccount: bankAccount ?? null })}
            options={accounts}
          />
        )}
        <Select
          mode="multiple"
          allowClear
          style={control}
          placeholder={label('pushStatus')}
          aria-label={label('pushStatus')}
          value={filters.pushStatus}
          onChange={(pushStatus) => set({ pushStatus })}
          options={[0, 1, 2].map((v) => ({ value: v, label: t(`pushStatus.${v}`) }))}
        />
        {input && <Button onClick={() => setFilters(noFilters)}>{label('clear')}</Button>}
      </Flex>
      {input && (
        <Typography.Paragraph type="secondary" role="status">
          {matching.isError
            ? matching.error.message
            : t('payments:filters.shown', { count: shown.length, total: order.payments.length })}
        </Typography.Paragraph>
      )}
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={label('none')} />
      ) : (
        <Flex vertical gap={16} style={{ opacity: matching.isFetching ? 0.6 : 1 }}>
          {shown.map((p) => (
            <PaymentCard
              key={p.id}
              payment={p}
              canAct={can(Permissions.OrdersPayments)}
              running={running[p.id] ?? null}
              onAction={(action) => act(p, action)}
            />
          ))}
        </Flex>
      )}
    </OrderSection>
  );
}
