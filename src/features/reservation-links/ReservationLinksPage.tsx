import { Col, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaxLength } from '@/api/schemas/rules';
import type { ReservationLinkDto } from '@/api/types/operations';
import { booleanFilter, dateRangeFilter, exactFilter, selectFilter } from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { languages } from '@/i18n/languages';
import { GenerateLinkForm } from './GenerateLinkForm';
import { LinkResult } from './LinkResult';
import { reservationLinksResource } from './reservationLinksResource';
import { useAgentScope } from './useAgentScope';
import { useReservationLinkColumns } from './useReservationLinkColumns';

/**
 * /reservation-links: make a signed, expiring link to the public landing page for a voucher (copy it, or show
 * its QR code), and the links made so far, searched by agent code or voucher with the filters in the URL. Agents
 * make and see only links with their own code.
 */
export default function ReservationLinksPage() {
  const { t } = useTranslation('reservationLinks');
  const { limited } = useAgentScope();
  const [link, setLink] = useState<ReservationLinkDto | null>(null);
  const table = useResourceTable({
    resource: reservationLinksResource,
    columns: useReservationLinkColumns(),
    defaultSort: { field: 'creationTime', order: 'desc' },
    filters: [
      exactFilter({ name: 'voucherNo', label: t('fields.voucherNo'), maxLength: MaxLength.code }),
      ...(limited
        ? []
        : [exactFilter({ name: 'agentCode', label: t('fields.agentCode'), maxLength: MaxLength.code })]),
      selectFilter({
        name: 'language',
        label: t('fields.language'),
        options: languages.map((l) => ({ value: l.code, label: l.nativeName })),
      }),
      booleanFilter({
        name: 'isExpired',
        label: t('fields.status'),
        trueLabel: t('status.expired'),
        falseLabel: t('status.active'),
      }),
      dateRangeFilter({ name: 'creationDate', label: t('fields.created') }),
    ],
  });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={link ? 10 : 12}>
        <GenerateLinkForm onGenerated={setLink} />
      </Col>
      {link && (
        <Col xs={24} lg={14}>
          <LinkResult link={link} />
        </Col>
      )}
      <Col span={24}>
        <ResourceList table={table} caption={t('list.title')} searchPlaceholder={t('list.search')} />
      </Col>
    </Row>
  );
}
