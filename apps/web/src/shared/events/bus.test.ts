import { describe, expect, it, vi } from 'vitest';
import { createBus } from './bus.ts';

describe('event bus', () => {
  it('delivers payloads to every listener until it unsubscribes', () => {
    const bus = createBus();
    const a = vi.fn();
    const off = bus.on('newDevice', a);
    bus.emit('newDevice', { name: 'abc1', password: 'x', phoneNumber: '138****0000', code: 6026 });
    off();
    bus.emit('newDevice', { name: 'abc1', password: 'x', phoneNumber: '', code: 6026 });
    expect(a).toHaveBeenCalledTimes(1);
    expect(a).toHaveBeenCalledWith(expect.objectContaining({ code: 6026 }));
  });

  it('keeps delivering when one listener throws', () => {
    const bus = createBus();
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const b = vi.fn();
    bus.on('login', () => {
      throw new Error('boom');
    });
    bus.on('login', b);
    bus.emit('login');
    expect(b).toHaveBeenCalled();
    err.mockRestore();
  });
});
