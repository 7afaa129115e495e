import { SportsServerMessageSchema, SportsSocketPath, type SportsClientMessage } from '@qilin/contract';
import { backoffMs, decide, type Cursor } from './channel-cursor.ts';
import { matchStore, type MatchStore } from './match-store.ts';
import { currentLanguage, i18n } from '../../../shared/i18n/index.ts';
import { wakeOnSignals } from './socket-wake.ts';

const PING_MS = 20_000;

/**
 * The /ws/sports client (DESIGN §7): subscribes channels `sport:<code>` and `match:<gameId>`, keeps each
 * channel's epoch and offset, resumes from them after a reconnect (the server replays what was missed or
 * sends a snapshot) and resubscribes on a gap. Reconnects with backoff while any channel is wanted, at
 * once when woken (the network or the server is back), and says whether it is down (frozen prices).
 */
export class SportsSocket {
  private ws: WebSocket | null = null;
  private readonly wanted = new Map<string, number>();
  private readonly cursors = new Map<string, Cursor>();
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private ping: ReturnType<typeof setInterval> | null = null;
  private connected = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly store: MatchStore,
    private readonly url: () => string,
  ) {}

  /** Wants a channel until the returned function is called (reference-counted: two views share one). */
  watch(channel: string): () => void {
    const n = this.wanted.get(channel) ?? 0;
    this.wanted.set(channel, n + 1);
    if (n === 0) this.subscribe([channel]);
    this.ensureOpen();
    this.changed();
    return () => {
      const left = (this.wanted.get(channel) ?? 1) - 1;
      if (left > 0) return void this.wanted.set(channel, left);
      this.wanted.delete(channel);
      this.cursors.delete(channel);
      this.send({ type: 'unsubscribe', channels: [channel] });
      if (this.wanted.size === 0) this.close();
      this.changed();
    };
  }

  /** Channels are wanted but no connection is open: the prices on screen are not moving. */
  isDown(): boolean {
    return this.wanted.size > 0 && !this.connected;
  }

  /** Told when isDown() may have changed. */
  onStateChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private changed(): void {
    this.listeners.forEach((listener) => listener());
  }

  /**
   * Tries now instead of at the end of the back-off (up to 30 s): the browser is online again, the tab is
   * shown again, or an HTTP call was answered after calls that were not (socket-wake.ts).
   */
  wake(): void {
    if (!this.retry || this.wanted.size === 0) return;
    clearTimeout(this.retry);
    this.retry = null;
    this.ensureOpen();
  }

  private ensureOpen(): void {
    if (this.ws || this.retry || typeof WebSocket === 'undefined') return;
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.onopen = () => {
      // Connected: the next loss starts again from the shortest wait.
      this.attempt = 0;
      this.connected = true;
      this.changed();
      this.subscribe([...this.wanted.keys()]);
      this.ping = setInterval(() => this.send({ type: 'ping' }), PING_MS);
    };
    ws.onmessage = (ev) => this.onMessage(ev.data);
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.ping) clearInterval(this.ping);
      this.ping = null;
      this.connected = false;
      this.changed();
      if (this.wanted.size === 0) return;
      this.retry = setTimeout(() => {
        this.retry = null;
        this.ensureOpen();
      }, backoffMs(this.attempt++));
    };
  }

  /**
   * Opens a fresh connection for the channels still wanted, each from a snapshot (the page's language
   * changed: the server words team and league names per connection).
   */
  reconnect(): void {
    if (this.wanted.size === 0) return;
    this.close();
    this.cursors.clear();
    this.attempt = 0;
    this.ensureOpen();
  }

  private close(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const ws = this.ws;
    this.ws = null;
    if (this.ping) clearInterval(this.ping);
    this.ping = null;
    this.connected = false;
    ws?.close();
  }

  private subscribe(channels: string[]): void {
    if (channels.length === 0) return;
    const resume: Record<string, Cursor> = {};
    for (const c of channels) {
      const cur = this.cursors.get(c);
      if (cur) resume[c] = cur;
    }
    this.send({ type: 'subscribe', channels, resume });
  }

  private send(msg: SportsClientMessage): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }

  private onMessage(data: unknown): void {
    if (typeof data !== 'string') return;
    let raw: unknown;
    try {
      raw = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = SportsServerMessageSchema.safeParse(raw);
    if (!parsed.success) return;
    const msg = parsed.data;
    if (msg.type !== 'snapshot' && msg.type !== 'delta') return;
    if (!this.wanted.has(msg.channel)) return;
    const verdict = decide(this.cursors.get(msg.channel), msg);
    if (verdict === 'skip') return;
    if (verdict === 'resync') return this.subscribe([msg.channel]);
    this.cursors.set(msg.channel, { epoch: msg.epoch, offset: msg.offset });
    if (msg.type === 'snapshot') this.store.put(msg.matches);
    else this.store.apply(msg.changes);
  }

  /** A list answer carries the feed offset it was cut at: the channel continues from there. */
  seed(channel: string, cursor: Cursor): void {
    const cur = this.cursors.get(channel);
    if (!cur || cur.epoch !== cursor.epoch || cur.offset < cursor.offset) this.cursors.set(channel, cursor);
  }
}

const socketUrl = () => {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${location.host}${SportsSocketPath}?language=${currentLanguage()}`;
};

export const sportsSocket = new SportsSocket(matchStore, socketUrl);
i18n.on('languageChanged', () => sportsSocket.reconnect());
wakeOnSignals(() => sportsSocket.wake());
