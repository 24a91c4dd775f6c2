import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';
import type { FeedbackApis } from './feedback';

/**
 * antd's dialog, notification and message holders: a chunk of its own, loaded by FeedbackProvider at the first
 * call. Rendered inside the app's ConfigProvider, so they follow its theme (light, dark) and locale (OK, Cancel).
 */
export default function FeedbackHost({ onReady }: { onReady(apis: FeedbackApis | null): void }) {
  const [modalApi, modalHolder] = Modal.useModal();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [messageApi, messageHolder] = message.useMessage();
  useEffect(() => {
    // After the holders are mounted: the calls queued so far go to them now.
    onReady({ modal: modalApi, notification: notificationApi, message: messageApi });
    return () => onReady(null);
  }, [onReady, modalApi, notificationApi, messageApi]);
  return (
    <>
      {modalHolder}
      {notificationHolder}
      {messageHolder}
    </>
  );
}
