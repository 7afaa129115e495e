import { useQuery } from '@tanstack/react-query';
import {
  SitePath,
  UserPath,
  type BindOtherRequest,
  type DecryptResponseSchema,
  type AvatarSchema,
  type UploadImageResponseSchema,
} from '@qilin/contract';
import type { z } from 'zod';
import { apiPost, apiUpload } from '../../shared/api/client.ts';
import { loadMember } from '../../shared/session/index.ts';
import { getDecrypted, setDecrypted } from '../../shared/storage/storage.ts';

type Avatar = z.infer<typeof AvatarSchema>;
type Decrypted = z.infer<typeof DecryptResponseSchema>;
type UploadedImage = z.infer<typeof UploadImageResponseSchema>;

export type SensitiveField = 'realName' | 'phone' | 'email';

/** Member info again after a change, so every card shows the new state. */
export const refreshMember = () => loadMember(0);

/**
 * The plain value of a masked field (SPEC §3 DD_ entries): from the session cache when present, else from
 * site/common/singleDataDecryption, then cached.
 */
export const revealField = async (field: SensitiveField): Promise<string> => {
  const cached = getDecrypted(field);
  if (cached) return cached.v;
  const answer = await apiPost<Decrypted>(SitePath.singleDataDecryption, { field });
  setDecrypted(field, { d: answer.d, v: answer.v });
  return answer.v;
};

export const useAvatarList = (enabled: boolean) =>
  useQuery({
    queryKey: ['mine', 'avatarList'],
    queryFn: () => apiPost<Avatar[]>(UserPath.avatarList, {}, { cache: true }),
    staleTime: 10 * 60_000,
    enabled,
  });

export const chooseStockAvatar = async (avatarId: string) => {
  await apiPost(UserPath.addAvatar, { avatarId });
  await refreshMember();
};

export const uploadAvatar = async (file: File) => {
  const { url } = await apiUpload<UploadedImage>(UserPath.uploadImage, file);
  await apiPost(UserPath.addAvatar, { url });
  await refreshMember();
};

export const bindOther = async (body: BindOtherRequest) => {
  await apiPost(UserPath.bindOther, body);
  await refreshMember();
};
