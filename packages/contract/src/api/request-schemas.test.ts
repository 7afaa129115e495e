import { describe, expect, it } from 'vitest';
import { EmptySchema } from './common.ts';
import { CountryAreaRequestSchema } from './site.ts';
import { VenueTransferRequestSchema } from './venue.ts';

describe('EmptySchema (the body of every call without parameters)', () => {
  it('takes {} and drops unknown keys, as the schemas with parameters do', () => {
    expect(EmptySchema.parse({})).toEqual({});
    expect(EmptySchema.parse({ junk: 1 })).toEqual({});
    // The same rule as a call with parameters: one behaviour for unknown keys across the contract.
    expect(CountryAreaRequestSchema.parse({ area: '+86', junk: 1 })).toEqual({ area: '+86' });
  });

  it('refuses a body that is not an object', () => {
    for (const body of [[], [1], 'junk', 7, true]) expect(EmptySchema.safeParse(body).success).toBe(false);
  });
});

describe('VenueTransferRequestSchema', () => {
  it('reads a missing amount as empty, for SPEC §5 words from the service instead of a generic 6007', () => {
    expect(VenueTransferRequestSchema.parse({ channelCode: 'demo', ty: 1 })).toEqual({
      channelCode: 'demo',
      ty: 1,
      amount: '',
    });
    expect(VenueTransferRequestSchema.safeParse({ channelCode: 'demo', ty: 1, amount: 5 }).success).toBe(
      false,
    );
  });
});
