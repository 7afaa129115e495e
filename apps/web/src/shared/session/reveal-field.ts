import { SitePath, type DecryptResponseSchema } from '@qilin/contract';
import type { z } from 'zod';
import { apiPost } from '../api/client.ts';
import { getDecrypted, setDecrypted } from '../storage/storage.ts';

export type SensitiveField = 'realName' | 'phone' | 'email';
type Decrypted = z.infer<typeof DecryptResponseSchema>;

/**
 * The plain value of a masked field (SPEC §3 DD_ entries): from the session cache when present, else from
 * site/common/singleDataDecryption, then cached. `silent` leaves a failure to the caller instead of the
 * client's own message (forms that only pre-fill a value).
 */
export const revealField = async (
  field: SensitiveField,
  options: { silent?: boolean } = {},
): Promise<string> => {
  const cached = getDecrypted(field);
  if (cached) return cached.v;
  const answer = await apiPost<Decrypted>(SitePath.singleDataDecryption, { field }, options);
  setDecrypted(field, { d: answer.d, v: answer.v });
  return answer.v;
};
