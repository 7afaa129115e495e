import { describe, expect, it } from 'vitest';
import { readLandingParams } from './url-params.ts';

describe('readLandingParams', () => {
  it('reads rcode, icode and the register flag whatever the key case', () => {
    expect(readLandingParams('?rCode=AB12&ICODE=x9&register=1')).toEqual({
      rCode: 'AB12',
      iCode: 'x9',
      register: true,
    });
  });

  it('ignores absent, empty and malformed codes', () => {
    expect(readLandingParams('?rcode=&icode=<script>&register=0')).toEqual({
      rCode: null,
      iCode: null,
      register: false,
    });
    expect(readLandingParams('')).toEqual({ rCode: null, iCode: null, register: false });
  });
});
