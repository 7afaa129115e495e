import { useEffect } from 'react';
import { message, notification } from 'antd';
import { registerFeedbackApis } from './toast.ts';

/** antd's context-aware message/notification (theme, locale), registered for the plain `toast` functions. */
export function FeedbackApis() {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(() => {
    registerFeedbackApis(messageApi, notificationApi);
    return () => registerFeedbackApis(null, null);
  }, [messageApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
