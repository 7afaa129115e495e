import { describe, expect, it } from 'vitest';
import { buildRegisterDomain } from './referral.ts';

describe('buildRegisterDomain', () => {
  it('sends the bare site root when there is no referral', () => {
    expect(buildRegisterDomain('https://qilin.example/game/sport?x=1#top', {})).toBe(
      'https://qilin.example/',
    );
  });

  it('adds icode and rcode when present', () => {
    const domain = new URL(
      buildRegisterDomain('https://qilin.example/home', { iCode: 'INV9', rCode: 'AG7' }),
    );
    expect(domain.searchParams.get('icode')).toBe('INV9');
    expect(domain.searchParams.get('rcode')).toBe('AG7');
  });

  it('leaves out empty or blank codes and replaces codes already in the address', () => {
    const domain = new URL(
      buildRegisterDomain('https://qilin.example/?rcode=OLD&icode=OLD', { iCode: '  ', rCode: 'NEW' }),
    );
    expect(domain.searchParams.has('icode')).toBe(false);
    expect(domain.searchParams.get('rcode')).toBe('NEW');
  });

  it('encodes codes that need escaping', () => {
    expect(buildRegisterDomain('http://localhost:8080/x', { rCode: 'a b&c' })).toBe(
      'http://localhost:8080/?rcode=a+b%26c',
    );
  });
});
