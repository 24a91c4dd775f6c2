import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, AutoComplete, Button, Card, Form, Input, Radio, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generateReservationLinkInput, LINK_HOURS } from '@/api/schemas/reservationLink';
import { reservationLinksApi } from '@/api/services/operations';
import type { GenerateReservationLinkInput, ReservationLinkDto } from '@/api/types/operations';
import { splitServerErrors } from '@/components/form/serverErrors';
import { useSchemaRules } from '@/components/form/zodRules';
import { resourceKeys } from '@/components/resource/resource';
import { useTenantScope } from '@/components/resource/useTenantScope';
import { languages, toLanguageCode } from '@/i18n/languages';
import { useSingleFlight } from '@/lib/useSingleFlight';
import { expiryPresets, reservationLinksResource } from './reservationLinksResource';
import { useAgentScope } from './useAgentScope';

interface Values {
  voucherNo: string;
  agentCode: string;
  language: string;
  expiresInHours: number;
}

const fieldNames: (keyof Values)[] = ['voucherNo', 'agentCode', 'language', 'expiresInHours'];

/** Agent codes that links were made for lately, offered to staff while they type one. */
function useRecentAgentCodes(enabled: boolean) {
  const { tenantId } = useTenantScope();
  const query = useQuery({
    queryKey: [...resourceKeys.all(reservationLinksResource.name), 'agentCodes', tenantId],
    queryFn: ({ signal }) => reservationLinksApi.getAll({ MaxResultCount: 100 }, signal),
    enabled,
    staleTime: 60_000,
  });
  return useMemo(
    () => [...new Set((query.data?.items ?? []).map((l) => l.agentCode))].sort().map((value) => ({ value })),
    [query.data],
  );
}

/**
 * "Generate a link": voucher, agent code (an agent's own, fixed), language and expiry; the server checks the
 * voucher and the code and answers the signed link, shown by `onGenerated`'s caller. What was typed stays.
 */
export function GenerateLinkForm({ onGenerated }: { onGenerated(link: ReservationLinkDto): void }) {
  const { t, i18n } = useTranslation('reservationLinks');
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const scope = useAgentScope();
  const rules = useSchemaRules(generateReservationLinkInput);
  const codes = useRecentAgentCodes(!scope.limited);
  const [failure, setFailure] = useState<{
    title: string;
    description: string | null;
    messages: string[];
  } | null>(null);
  const blocked = scope.limited && scope.agentCode === null;

  const generate = useSingleFlight(async (values: Values) => {
    setFailure(null);
    try {
      const link = await reservationLinksApi.generate({
        voucherNo: values.voucherNo.trim(),
        agentCode: scope.limited ? null : values.agentCode.trim(),
        language: values.language as GenerateReservationLinkInput['language'],
        expiresInHours: values.expiresInHours,
      });
      onGenerated(link);
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(reservationLinksResource.name) });
    } catch (error) {
      const { fields, general } = splitServerErrors(error, fieldNames);
      form.setFields(fields.map(({ name, errors }) => ({ name: name as keyof Values, errors })));
      if (general) setFailure(general);
    }
  });

  const initialValues: Values = {
    voucherNo: '',
    agentCode: scope.agentCode ?? '',
    language: toLanguageCode(i18n.language) ?? 'en',
    expiresInHours: LINK_HOURS.default,
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('generate.title')}</h2>} size="small">
      {blocked && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('generate.noAgentCode')} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        disabled={blocked}
        onFinish={(values) => void generate.run(values)}
      >
        <Form.Item name="voucherNo" label={t('fields.voucherNo')} rules={rules.voucherNo}>
          <Input autoComplete="off" placeholder="RS-100001" />
        </Form.Item>
        {scope.limited ? (
          <Form.Item
            name="agentCode"
            label={t('fields.agentCode')}
            extra={scope.agentCode ? t('generate.ownCode') : undefined}
          >
            <Input readOnly disabled />
          </Form.Item>
        ) : (
          <Form.Item
            name="agentCode"
            label={t('fields.agentCode')}
            required
            rules={[
              ...rules.agentCode,
              { required: true, whitespace: true, message: t('common:validation.required') },
            ]}
          >
            <AutoComplete
              options={codes}
              placeholder="BEG-001"
              filterOption={(input, option) =>
                (option?.value ?? '').toUpperCase().startsWith(input.trim().toUpperCase())
              }
            />
          </Form.Item>
        )}
        <Form.Item name="language" label={t('fields.language')} extra={t('generate.languageHint')}>
          <Select
            options={languages.map((l) => ({ value: l.code, label: l.nativeName }))}
            aria-label={t('fields.language')}
          />
        </Form.Item>
        <Form.Item name="expiresInHours" label={t('generate.validFor')}>
          <Radio.Group
            optionType="button"
            options={expiryPresets.map((p) => ({
              value: p.hours,
              label: t('generate.days', { count: p.days }),
            }))}
          />
        </Form.Item>
        {failure && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={failure.title}
            role="alert"
            description={[failure.description, ...failure.messages].filter(Boolean).join(' ') || undefined}
          />
        )}
        <Button type="primary" htmlType="submit" loading={generate.pending}>
          {t('generate.submit')}
        </Button>
      </Form>
    </Card>
  );
}
