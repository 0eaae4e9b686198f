import { useCallback } from 'react';
import { useApi } from '../../api/routes';
import { emitAcked, useSocket } from '../../socket';

/** GET /api/admin/chat/reports (admins): open reports, newest first. */
export const useChatReports = () => useApi('GET /api/admin/chat/reports', {});

/** Admin delete of a chat message over the socket (`chat:delete`, acknowledged). */
export function useDeleteChatMessage() {
  const { socket } = useSocket();
  return useCallback(
    (messageId: number) => emitAcked(socket, (s) => s.emitWithAck('chat:delete', { messageId })),
    [socket],
  );
}
