// @vitest-environment happy-dom
import { act, useEffect, useState, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../events/bus.ts';
import { DeferredHost, retryableLazy } from './deferred.tsx';

// React warns about updates outside act() unless it knows it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A stand-in for the tips dialog: it lists the tips it was asked to show, and cannot draw one that says
 * 'bad' (as a dialog meeting an answer it does not expect).
 */
const TipsList: ComponentType = () => {
  const [shown, setShown] = useState<string[]>([]);
  useEffect(() => bus.on('tips', ({ msg }) => setShown((list) => [...list, msg])), []);
  if (shown.includes('bad')) throw new Error('the dialog could not draw this tip');
  return <output>{shown.join(',')}</output>;
};

const chunkLost = () => new TypeError('Failed to fetch dynamically imported module: /assets/Overlays.js');

let root: Root;
let container: HTMLElement;
const shown = () => container.querySelector('output')?.textContent ?? null;
/** Emits inside act and lets the lazy import, Suspense and the effects settle. */
const tip = async (msg: string) => {
  await act(async () => {
    bus.emit('tips', { msg });
    await new Promise((r) => setTimeout(r, 0));
  });
};

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  // The boundary reports what it caught; the failures here are on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

describe('a deferred dialog host', () => {
  it('mounts at the first event and hands it the events that came before its code', async () => {
    const code = retryableLazy(async () => TipsList);
    await act(async () => root.render(<DeferredHost events={['tips']} code={code} />));
    expect(container.innerHTML).toBe('');
    await tip('first');
    expect(shown()).toBe('first');
    await tip('second');
    expect(shown()).toBe('first,second');
  });

  it('tells the player when the code did not arrive, and fetches it again at the next event only', async () => {
    const load = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(chunkLost())
      .mockResolvedValue(TipsList);
    const onFailed = vi.fn();
    const code = retryableLazy(load);
    await act(async () => root.render(<DeferredHost events={['tips']} code={code} onFailed={onFailed} />));
    await tip('lost');
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(String(onFailed.mock.calls[0]?.[0])).toContain('Failed to fetch dynamically imported module');
    expect(shown()).toBeNull();
    // Nothing loops: without a new request the code is not asked for again.
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(load).toHaveBeenCalledTimes(1);
    // The tip that failed is not shown later; the next one is.
    await tip('again');
    expect(load).toHaveBeenCalledTimes(2);
    expect(shown()).toBe('again');
  });

  it('recovers a dialog that threw after it had mounted: the next event mounts it afresh', async () => {
    const onFailed = vi.fn();
    const load = vi.fn(async () => TipsList);
    const code = retryableLazy(load);
    await act(async () => root.render(<DeferredHost events={['tips']} code={code} onFailed={onFailed} />));
    await tip('one');
    expect(shown()).toBe('one');
    // A tip the mounted dialog cannot draw: the host unmounts it and says so.
    await tip('bad');
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(String(onFailed.mock.calls[0]?.[0])).toContain('could not draw');
    expect(shown()).toBeNull();
    // The host listens again, so the next tip mounts a fresh dialog with that tip alone.
    await tip('three');
    expect(shown()).toBe('three');
    expect(onFailed).toHaveBeenCalledTimes(1);
    await tip('four');
    expect(shown()).toBe('three,four');
  });
});
