import { useQuery } from '@tanstack/react-query';
import {
  UserPath,
  type BindOtherRequest,
  type AvatarSchema,
  type UploadImageResponseSchema,
} from '@qilin/contract';
import type { z } from 'zod';
import { apiPost, apiUpload } from '../../shared/api/client.ts';
import { loadMember } from '../../shared/session/index.ts';

type Avatar = z.infer<typeof AvatarSchema>;
type UploadedImage = z.infer<typeof UploadImageResponseSchema>;

export { revealField, type SensitiveField } from '../../shared/session/reveal-field.ts';

/** Member info again after a change, so every card shows the new state. */
export const refreshMember = () => loadMember(0);

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
