import { ClockCircleOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReservationLinkDto } from '@/api/types/operations';
import { Code } from '@/components/config/columns';
import { DateTime } from '@/components/display/DateTime';
import { StatusTag } from '@/components/display/StatusTag';
import { exportDateTime } from '@/components/display/format';
import type { ResourceColumn } from '@/components/list/columns';
import { languageOf } from '@/i18n/languages';
import { CopyButton } from './CopyButton';

/** The link list's columns: voucher, agent, language, link (with copy), created, expires and whether it still works. */
export function useReservationLinkColumns(): ResourceColumn<ReservationLinkDto>[] {
  const { t } = useTranslation('reservationLinks');
  const status = (l: ReservationLinkDto) => (l.isExpired ? t('status.expired') : t('status.active'));
  return [
    {
      key: 'voucherNo',
      dataIndex: 'voucherNo',
      title: t('fields.voucherNo'),
      render: (v: string) => <Code>{v}</Code>,
    },
    {
      key: 'agentCode',
      dataIndex: 'agentCode',
      title: t('fields.agentCode'),
      render: (v: string) => <Code>{v}</Code>,
    },
    {
      key: 'language',
      dataIndex: 'language',
      title: t('fields.language'),
      render: (v: string) => languageOf(v).nativeName,
      exportValue: (l) => languageOf(l.language).nativeName,
    },
    {
      key: 'url',
      dataIndex: 'url',
      title: t('fields.url'),
      sortable: false,
      render: (url: string, l: ReservationLinkDto) => (
        <Flex gap={4} align="center">
          <Typography.Text ellipsis style={{ maxWidth: 200 }} data-link-url={l.id}>
            {url}
          </Typography.Text>
          <CopyButton
            text={url}
            label={t('copy.row', { voucherNo: l.voucherNo })}
            selectTarget={() => document.querySelector<HTMLElement>(`[data-link-url="${l.id}"]`)}
          />
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('fields.status'),
      sortable: 'expiresAt',
      render: (_: unknown, l: ReservationLinkDto) =>
        l.isExpired ? (
          <Tag icon={<ClockCircleOutlined />}>{t('status.expired')}</Tag>
        ) : (
          <StatusTag value yes={t('status.active')} no={t('status.expired')} />
        ),
      exportValue: status,
    },
    {
      key: 'creationTime',
      dataIndex: 'creationTime',
      title: t('fields.created'),
      render: (v: string) => <DateTime value={v} />,
      exportValue: (l) => exportDateTime(l.creationTime),
    },
    {
      key: 'expiresAt',
      dataIndex: 'expiresAt',
      title: t('fields.expiresAt'),
      render: (v: string) => <DateTime value={v} />,
      exportValue: (l) => exportDateTime(l.expiresAt),
    },
    {
      key: 'createdByUserName',
      dataIndex: 'createdByUserName',
      title: t('fields.createdBy'),
      sortable: false,
      defaultHidden: true,
    },
  ];
}
