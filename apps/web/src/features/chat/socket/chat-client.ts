import {
  CHAT_HEARTBEAT_MS,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_RECONNECT_MS,
  CHAT_SEND_RETRY_MS,
  ChatMsgId,
  Code,
  prepareChatMessage,
  type ChatClientFrame,
  type ChatServerFrame,
} from '@qilin/contract';

/** The part of the browser's WebSocket the client uses; tests hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

/** WebSocket.OPEN; spelled out so the client runs where no WebSocket global exists (unit tests). */
const OPEN = 1;

/** What a member logs in with (SPEC §3 chat login): the site token and the JWT from member/jwt. */
export interface MemberCredentials {
  token: string;
  jwt: string;
}

export interface ChatClientDeps {
  /** Opens a socket to the URL (the browser's `new WebSocket(url)`). */
  open: (url: string) => SocketLike;
  url: () => string;
  /** The member's credentials, or null for a guest; a failure to fetch them logs in as a guest. */
  credentials: () => Promise<MemberCredentials | null>;
  /** Every server frame, after the client has looked at it. */
  onFrame: (frame: ChatServerFrame) => void;
  /** 'connecting' while no login has been answered, 'online' once one has, 'offline' between tries. */
  onState?: (state: ChatConnectionState) => void;
}

export type ChatConnectionState = 'connecting' | 'online' | 'offline';

/** Why a message was not sent: nothing left after trimming, or longer than CHAT_MESSAGE_MAX. */
export type SendRefusal = 'empty' | 'tooLong';

/** SPEC §5: a message is trimmed; an empty one is never sent. Also our length cap (the contract's rule). */
export function prepareMessage(raw: string): { ok: true; text: string } | { ok: false; reason: SendRefusal } {
  return prepareChatMessage(raw);
}

/**
 * The /ws/chat client (SPEC §4 chat socket, §9 timings). It connects, logs in (member JWT or guest) on
 * open, sends a heartbeat every 10 s, reconnects 5 s after a close and then logs in and joins the room it
 * was in again. Requests made before it is ready (socket open and login answered) wait in a queue that is
 * retried every 300 ms. Used by reference count: the socket stays open while any panel holds it.
 */
export class ChatClient {
  private ws: SocketLike | null = null;
  private users = 0;
  private ready = false;
  private rid: string | null = null;
  private readonly queue: ChatClientFrame[] = [];
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private retry: ReturnType<typeof setInterval> | null = null;
  private reconnect: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly deps: ChatClientDeps) {}

  /** Holds the connection open until the returned function is called. */
  retain(): () => void {
    this.users++;
    this.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users--;
      if (this.users === 0) this.shutdown();
    };
  }

  /** The room the client is in (and rejoins after a reconnect). */
  get room(): string | null {
    return this.rid;
  }

  /** Joins `rid` now when logged in; otherwise the login answer joins it. */
  join(rid: string): void {
    this.rid = rid;
    if (this.ready) this.write({ msgId: ChatMsgId.JoinRoom, msgData: { rid } });
  }

  /** Trims and sends a message to the current room; refuses empty and overlong ones without sending. */
  sendMessage(raw: string): { ok: true } | { ok: false; reason: SendRefusal | 'noRoom' } {
    const prepared = prepareMessage(raw);
    if (!prepared.ok) return prepared;
    if (!this.rid) return { ok: false, reason: 'noRoom' };
    this.enqueue({ msgId: ChatMsgId.SendMessage, msgData: { rid: this.rid, msg: prepared.text } });
    return { ok: true };
  }

  /** Asks for a page of older lines of the current room, every kind of line (answered by 10011). */
  history(pageNum: number, pageSize = CHAT_HISTORY_PAGE_SIZE): void {
    if (!this.rid) return;
    this.enqueue({
      msgId: ChatMsgId.History,
      msgData: { rid: this.rid, pageNum, pageSize, category: 'all', categoryType: 0 },
    });
  }

  sendGift(gift: 'flower' | 'cheer' | 'trophy', count: number): void {
    if (this.rid) this.enqueue({ msgId: ChatMsgId.GiftRecord, msgData: { rid: this.rid, gift, count } });
  }

  sendPrediction(gameId: string, home: number, away: number): void {
    if (this.rid)
      this.enqueue({ msgId: ChatMsgId.PredictionRecord, msgData: { rid: this.rid, gameId, home, away } });
  }

  /**
   * The member logged in or out: log in again as who they are now. A fresh socket is simpler and safer
   * than a second login on the old one (the server binds a connection to one identity); requests queued
   * for the old identity are dropped.
   */
  relogin(): void {
    this.queue.length = 0;
    if (this.users === 0) return;
    if (this.reconnect) clearTimeout(this.reconnect);
    this.reconnect = null;
    this.drop();
    this.connect();
  }

  private connect(): void {
    if (this.ws || this.reconnect || this.users === 0) return;
    this.ready = false;
    this.deps.onState?.('connecting');
    const ws = this.deps.open(this.deps.url());
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.heartbeat = setInterval(() => this.write({ msgId: ChatMsgId.Heartbeat }), CHAT_HEARTBEAT_MS);
      void this.login(ws);
    };
    ws.onmessage = (ev) => {
      if (this.ws === ws) this.receive(ev.data);
    };
    ws.onerror = () => undefined; // a close follows; that is where the retry starts
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.drop();
      if (this.users === 0) return;
      this.deps.onState?.('offline');
      this.reconnect = setTimeout(() => {
        this.reconnect = null;
        this.connect();
      }, CHAT_RECONNECT_MS);
    };
  }

  private async login(ws: SocketLike): Promise<void> {
    let creds: MemberCredentials | null;
    try {
      creds = await this.deps.credentials();
    } catch {
      creds = null; // no JWT (expired session, network): read as a guest rather than not at all
    }
    if (this.ws !== ws) return;
    if (creds) this.write({ msgId: ChatMsgId.Login, msgData: { token: creds.token, body: creds.jwt } });
    else this.write({ msgId: ChatMsgId.GuestLogin, msgData: {} });
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let frame: ChatServerFrame;
    try {
      frame = JSON.parse(data) as ChatServerFrame;
    } catch {
      return;
    }
    if (typeof frame !== 'object' || frame === null || typeof frame.msgId !== 'number') return;
    const loginAnswer = frame.msgId === ChatMsgId.Login || frame.msgId === ChatMsgId.GuestLogin;
    if (loginAnswer && frame.code === Code.Success) {
      this.ready = true;
      this.deps.onState?.('online');
      if (this.rid) this.write({ msgId: ChatMsgId.JoinRoom, msgData: { rid: this.rid } });
      this.flush();
    } else if (frame.msgId === ChatMsgId.Login && frame.code !== Code.Success) {
      // A refused member login (stale JWT) still lets the player read: fall back to a guest login.
      this.write({ msgId: ChatMsgId.GuestLogin, msgData: {} });
    }
    this.deps.onFrame(frame);
  }

  private enqueue(frame: ChatClientFrame): void {
    if (this.ready && this.queue.length === 0 && this.write(frame)) return;
    this.queue.push(frame);
    this.retry ??= setInterval(() => this.flush(), CHAT_SEND_RETRY_MS);
  }

  private flush(): void {
    while (this.ready && this.queue.length > 0) {
      const next = this.queue[0];
      if (!next || !this.write(next)) break;
      this.queue.shift();
    }
    if (this.queue.length === 0 && this.retry) {
      clearInterval(this.retry);
      this.retry = null;
    }
  }

  private write(frame: ChatClientFrame): boolean {
    if (this.ws?.readyState !== OPEN) return false;
    this.ws.send(JSON.stringify(frame));
    return true;
  }

  /** Forgets the current socket (closing it) and its timers; the queue and room stay. */
  private drop(): void {
    const ws = this.ws;
    this.ws = null;
    this.ready = false;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (ws) {
      ws.onopen = ws.onclose = ws.onmessage = ws.onerror = null;
      if (ws.readyState <= OPEN) ws.close();
    }
  }

  private shutdown(): void {
    if (this.reconnect) clearTimeout(this.reconnect);
    this.reconnect = null;
    if (this.retry) clearInterval(this.retry);
    this.retry = null;
    this.queue.length = 0;
    this.drop();
    this.deps.onState?.('offline');
  }
}
