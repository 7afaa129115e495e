import { useQuery } from '@tanstack/react-query';
import { StreamPath, type ChatRoom } from '@qilin/contract';
import { apiPost } from '../../shared/api/client.ts';

/** StreamPath.rooms: the site's open chat rooms for the room tabs (public: guests read too). */
export function useChatRooms() {
  return useQuery({
    queryKey: ['chat', 'rooms'],
    queryFn: () => apiPost<ChatRoom[]>(StreamPath.rooms, {}, { silent: true }),
    staleTime: 60_000,
  });
}
