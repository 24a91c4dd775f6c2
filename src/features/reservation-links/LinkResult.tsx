import { DownloadOutlined, LinkOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Input, QRCode, Space, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationLinkDto } from '@/api/types/operations';
import { Code } from '@/components/config/columns';
import { DateTime } from '@/components/display/DateTime';
import { languageOf } from '@/i18n/languages';
import { CopyButton } from './CopyButton';

/** Saves the QR code's canvas as `link-<voucher>.png`. */
function downloadQr(container: HTMLElement | null, voucherNo: string) {
  const canvas = container?.querySelector('canvas');
  if (!canvas) return;
  const a = document.createElement('a');
  a.href = canvas.toDataURL('image/png');
  a.download = `link-${voucherNo}.png`;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** The link just made: its address with a copy button, a QR code (downloadable) and when it expires. */
export function LinkResult({ link }: { link: ReservationLinkDto }) {
  const { t } = useTranslation('reservationLinks');
  const urlRef = useRef<HTMLDivElement>(null);
  const qrRef = useRef<HTMLDivElement>(null);
  return (
    <Card
      size="small"
      title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('result.title')}</h2>}
      aria-live="polite"
    >
      <Flex vertical gap={16}>
        <div ref={urlRef}>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              readOnly
              value={link.url}
              aria-label={t('result.url')}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton
              text={link.url}
              label={t('copy.button')}
              showLabel
              selectTarget={() => urlRef.current?.querySelector('input') ?? null}
            />
          </Space.Compact>
        </div>
        <Flex gap={16} wrap align="flex-start">
          <Flex vertical gap={8} align="center" ref={qrRef}>
            <QRCode value={link.url} size={176} type="canvas" bordered aria-label={t('result.qr')} />
            <Button icon={<DownloadOutlined />} onClick={() => downloadQr(qrRef.current, link.voucherNo)}>
              {t('result.downloadQr')}
            </Button>
          </Flex>
          <Descriptions
            size="small"
            column={1}
            style={{ flex: '1 1 220px' }}
            items={[
              { key: 'voucher', label: t('fields.voucherNo'), children: <Code>{link.voucherNo}</Code> },
              { key: 'agent', label: t('fields.agentCode'), children: <Code>{link.agentCode}</Code> },
              {
                key: 'language',
                label: t('fields.language'),
                children: languageOf(link.language).nativeName,
              },
              { key: 'expires', label: t('fields.expiresAt'), children: <DateTime value={link.expiresAt} /> },
            ]}
          />
        </Flex>
        <Typography.Link href={link.url} target="_blank" rel="noopener noreferrer">
          <LinkOutlined /> {t('result.open')}
        </Typography.Link>
      </Flex>
    </Card>
  );
}
