import { ChatMsgId, ChatNotificationSchema, UserPath, type ChatServerFrame } from '@qilin/contract';
import { apiPost } from '../../../shared/api/client.ts';
import { SITE_ID } from '../../../shared/config/app-config.ts';
import { currentLanguage, i18n, tr } from '../../../shared/i18n/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { CHAT_NS } from '../i18n.ts';
import { useChat } from '../store/chat-store.ts';
import { ChatClient, type SocketLike } from './chat-client.ts';
import { chatSocketUrl } from './socket-url.ts';

/** What the panel is told besides the state: 60000 notifications and a destroyed room are toasts. */
function sideEffects(frame: ChatServerFrame): void {
  if (frame.code !== 6000) return;
  if (frame.msgId === ChatMsgId.Notification) {
    const p = ChatNotificationSchema.safeParse(frame.msgData);
    if (p.success && p.data.text) toast.info(p.data.text);
  } else if (frame.msgId === ChatMsgId.RoomDestroyed && useChat.getState().destroyed) {
    toast.warning(tr('destroyed', CHAT_NS));
  }
}

/** The one chat socket of the page, wired to the session (member JWT or guest) and the chat store. */
export const chatClient: ChatClient = new ChatClient({
  open: (url) => new WebSocket(url) as unknown as SocketLike,
  url: () => chatSocketUrl(location, SITE_ID, currentLanguage()),
  credentials: async () => {
    const token = useSession.getState().token;
    if (!token) return null;
    const { jwt } = await apiPost<{ jwt: string }>(UserPath.memberJwt, {}, { silent: true });
    return { token, jwt };
  },
  onFrame: (frame) => {
    useChat.getState().apply(frame);
    sideEffects(frame);
    // Every (re)join asks for the newest page: the room's recent lines, and what was said while away.
    const rid = useChat.getState().currentRid;
    if (frame.msgId === ChatMsgId.JoinRoom && frame.code === 6000 && rid) {
      useChat.getState().historyLoading(rid);
      chatClient.history(1);
    }
  },
  onState: (state) => useChat.getState().setConnection(state),
});

// Log in again as whoever the player is now when they log in or out (in this tab or another).
useSession.subscribe((s, prev) => {
  if (s.token === prev.token) return;
  useChat.getState().resetSelf();
  chatClient.relogin();
});

// The socket's refusals are worded in the language it was opened with: a switch opens a fresh one.
i18n.on('languageChanged', () => chatClient.relogin());
