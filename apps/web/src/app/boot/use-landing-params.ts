import { useEffect } from 'react';
import { Timing } from '@qilin/contract';
import { bus } from '../../shared/events/bus.ts';
import { storage } from '../../shared/storage/storage.ts';
import { readLandingParams } from './url-params.ts';

/**
 * Once per page load: keep referral codes from the URL (SPEC §3; they are sent with register later, maybe
 * after browsing) and open the register dialog after SPEC §9's delay when the URL carries ?register=1.
 */
export function useLandingParams(): void {
  useEffect(() => {
    const p = readLandingParams(location.search);
    if (p.rCode) storage.rCode.set(p.rCode);
    if (p.iCode) storage.iCode.set(p.iCode);
    if (!p.register || storage.token.get()) return;
    // The delay lets the auth dialog mount and subscribe before the event is sent.
    const timer = window.setTimeout(() => bus.emit('register'), Timing.registerDialogDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
}
