import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteServerReachable, onServerReachable } from '../../../shared/api/reachability.ts';
import { MatchStore } from './match-store.ts';
import { SportsSocket } from './sports-socket.ts';
import { wakeOnSignals } from './socket-wake.ts';

/** The sockets the client opened, newest last; the test opens and closes them as a server would. */
class FakeSocket {
  static OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send() {}
  close() {}
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}
const last = () => FakeSocket.opened.at(-1)!;

let socket: SportsSocket;
beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  socket = new SportsSocket(new MatchStore(), () => 'ws://x/ws/sports');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Lets the server refuse `n` attempts in a row, each after its back-off. */
const refuse = (n: number) => {
  for (let i = 0; i < n; i++) {
    last().drop();
    vi.advanceTimersByTime(40_000);
  }
};

describe('the /ws/sports client comes back as soon as it can', () => {
  it('woken during a long back-off, it connects at once', () => {
    socket.watch('sport:FT');
    refuse(5); // the next wait is 30 s or more
    last().drop();
    const before = FakeSocket.opened.length;
    vi.advanceTimersByTime(5_000);
    expect(FakeSocket.opened).toHaveLength(before);
    socket.wake();
    expect(FakeSocket.opened).toHaveLength(before + 1);
  });

  it('after a connection, the next loss waits the shortest back-off again', () => {
    socket.watch('sport:FT');
    refuse(5);
    last().accept();
    last().drop();
    const before = FakeSocket.opened.length;
    vi.advanceTimersByTime(1_200);
    expect(FakeSocket.opened).toHaveLength(before + 1);
  });

  it('is down while a wanted channel has no connection, and says when that changes', () => {
    const changes = vi.fn();
    socket.onStateChange(changes);
    expect(socket.isDown()).toBe(false);
    const stop = socket.watch('sport:FT');
    expect(socket.isDown()).toBe(true);
    last().accept();
    expect(socket.isDown()).toBe(false);
    last().drop();
    expect(socket.isDown()).toBe(true);
    stop();
    expect(socket.isDown()).toBe(false);
    expect(changes.mock.calls.length).toBeGreaterThanOrEqual(4);
  });
});

describe('what wakes it', () => {
  it('the browser online again, the tab shown again, an HTTP call answered after failures', () => {
    const wake = vi.fn();
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState });
    const stop = wakeOnSignals(wake, {
      win: win as unknown as Window,
      doc: doc as unknown as Document,
      onReachable: onServerReachable,
    });
    win.dispatchEvent(new Event('online'));
    expect(wake).toHaveBeenCalledTimes(1);
    doc.dispatchEvent(new Event('visibilitychange')); // hidden: nothing
    expect(wake).toHaveBeenCalledTimes(1);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(wake).toHaveBeenCalledTimes(2);
    noteServerReachable();
    expect(wake).toHaveBeenCalledTimes(3);
    stop();
    win.dispatchEvent(new Event('online'));
    noteServerReachable();
    expect(wake).toHaveBeenCalledTimes(3);
  });
});
