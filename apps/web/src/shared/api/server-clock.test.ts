import { describe, expect, it } from 'vitest';
import { createServerClock } from './server-clock.ts';

const SERVER = Date.UTC(2026, 11, 7, 0, 0, 0);
const header = (ms: number) => new Date(ms).toUTCString();

describe('the server clock', () => {
  it('is the device clock until an answer has arrived', () => {
    let device = SERVER + 90_000;
    const clock = createServerClock(() => device);
    expect(clock.now()).toBe(SERVER + 90_000);
    device += 1_000;
    clock.note(null, device);
    clock.note('not a date', device);
    expect(clock.now()).toBe(SERVER + 91_000);
  });

  it('follows the server on a device that runs fast or slow, to within the header’s second', () => {
    for (const skew of [90_000, -90_000, 20 * 60_000]) {
      let device = SERVER + skew;
      const clock = createServerClock(() => device);
      clock.note(header(SERVER), device);
      device += 5_000;
      expect(Math.abs(clock.now() - (SERVER + 5_000))).toBeLessThanOrEqual(500);
    }
  });

  it('keeps its estimate while answers agree with it, so a countdown does not jump', () => {
    let device = SERVER + 90_000;
    const clock = createServerClock(() => device);
    clock.note(header(SERVER), device);
    const first = clock.now();
    // The next answer 700 ms later still reads the same second: within the header's precision.
    device += 700;
    clock.note(header(SERVER), device);
    expect(clock.now()).toBe(first + 700);
    // The device clock was set right meanwhile (jumped back 90 s): the next answer shows it.
    device -= 90_000;
    clock.note(header(SERVER + 1_000), device);
    expect(Math.abs(clock.now() - (SERVER + 1_500))).toBeLessThanOrEqual(500);
  });
});
