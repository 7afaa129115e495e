import { describe, expect, it } from 'vitest';
import { siteSwitchOf } from './use-route-flags.ts';

const match = (name: string, params: Record<string, string> = {}) => ({
  handle: { name, requiresAuth: false, needsPhone: false, title: `app:route.${name}`, hidden: false },
  params,
});
const on = { saveMoneyEnabled: true, helpCkEnabled: true };
const saveMoneyOff = { saveMoneyEnabled: false, helpCkEnabled: true };
const helpCkOff = { saveMoneyEnabled: true, helpCkEnabled: false };

describe('siteSwitchOf (SPEC §2.2 "treated as not found when a site setting disables them")', () => {
  it('turns off save money, its waiting pages and the two deposit waits under /mine', () => {
    const chains = [
      [match('mine'), match('saveMoney'), match('saveMoney')],
      [match('mine'), match('saveMoney'), match('rechargeWait')],
      [match('mine'), match('huiwangWait')],
      [match('mine'), match('xnbskWait')],
    ];
    for (const chain of chains) {
      expect(siteSwitchOf(chain, saveMoneyOff)).toBe('off');
      expect(siteSwitchOf(chain, on)).toBeUndefined();
      expect(siteSwitchOf(chain, helpCkOff)).toBeUndefined();
    }
  });

  it('turns off help page ck in any letter case, and no other help page', () => {
    expect(siteSwitchOf([match('help', { page: 'ck' })], helpCkOff)).toBe('off');
    expect(siteSwitchOf([match('help', { page: 'CK' })], helpCkOff)).toBe('off');
    expect(siteSwitchOf([match('help', { page: 'kh' })], helpCkOff)).toBeUndefined();
    expect(siteSwitchOf([match('help', { page: 'ck' })], saveMoneyOff)).toBeUndefined();
  });

  it('is unknown while pre-info loads, only for a page a switch governs', () => {
    expect(siteSwitchOf([match('mine'), match('saveMoney')], null)).toBe('unknown');
    expect(siteSwitchOf([match('mine'), match('wallet')], null)).toBeUndefined();
  });

  it('keeps the page when pre-info failed, as the menus do', () => {
    expect(siteSwitchOf([match('mine'), match('saveMoney')], undefined)).toBeUndefined();
  });
});
