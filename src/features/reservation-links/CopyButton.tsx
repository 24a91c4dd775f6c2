import { CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { useFeedback } from '@/components/feedback/useFeedback';

/** Selects the text of an input or of any element, so that the user can copy it themselves. */
export function selectText(target: HTMLElement | null) {
  if (!target) return;
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    target.focus();
    target.select();
    return;
  }
  const selection = window.getSelection();
  selection?.selectAllChildren(target);
}

/**
 * Copies `text` and says so ("Copied"); when the browser refuses, selects the text (`selectTarget`) and asks
 * the user to copy it with the keyboard.
 */
export function CopyButton({
  text,
  label,
  selectTarget,
  showLabel = false,
}: {
  text: string;
  /** The button's accessible name (e.g. "Copy link: RS-100001"). */
  label: string;
  selectTarget?: () => HTMLElement | null;
  showLabel?: boolean;
}) {
  const { t } = useTranslation('reservationLinks');
  const { message } = useFeedback();
  const copy = async () => {
    try {
      await copyText(text);
      void message.success(t('copy.done'));
    } catch {
      selectText(selectTarget?.() ?? null);
      void message.warning(t('copy.failed'));
    }
  };
  const button = (
    <Button icon={<CopyOutlined />} aria-label={label} onClick={() => void copy()}>
      {showLabel ? t('copy.button') : null}
    </Button>
  );
  return showLabel ? button : <Tooltip title={label}>{button}</Tooltip>;
}
