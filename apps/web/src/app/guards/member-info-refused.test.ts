import { describe, expect, it } from 'vitest';
import { Code } from '@qilin/contract';
import { ApiError } from '../../shared/api/api-error.ts';
import { memberInfoRefused } from './member-info-refused.ts';

describe('member info failures that end the session', () => {
  it('counts the server refusing the member', () => {
    expect(memberInfoRefused(new ApiError(Code.AccessDenied, '账户状态异常'))).toBe(true);
  });

  it('ignores calls that got no answer: a reload mid-request, a network drop, a timeout, a proxy page', () => {
    for (const kind of ['network', 'timeout', 'http'] as const)
      expect(memberInfoRefused(new ApiError(Code.BadGateway, '', null, kind))).toBe(false);
    expect(memberInfoRefused(new TypeError('Failed to fetch'))).toBe(false);
  });
});
