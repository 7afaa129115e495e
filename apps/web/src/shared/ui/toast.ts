import { message as staticMessage, notification as staticNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/*
 * antd's static message/notification cannot see the ConfigProvider theme (dark edition) or locale, so the
 * overlay host registers the context-aware instances from <App>. Before it mounts we use the static ones.
 */
let messageApi: MessageInstance | null = null;
let notificationApi: NotificationInstance | null = null;

export function registerFeedbackApis(m: MessageInstance | null, n: NotificationInstance | null): void {
  messageApi = m;
  notificationApi = n;
}

const msg = (): MessageInstance => messageApi ?? staticMessage;

/** Short top toasts for results of an action. */
export const toast = {
  success: (text: string) => void msg().success(text),
  error: (text: string) => void msg().error(text),
  warning: (text: string) => void msg().warning(text),
  info: (text: string) => void msg().info(text),
};

/** SPEC §2.5 guard step 1: a notice at the bottom of the page. */
export function showBottomNotice(text: string): void {
  (notificationApi ?? staticNotification).info({ title: text, placement: 'bottom', duration: 3 });
}
