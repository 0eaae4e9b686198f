import { useCallback } from 'react';
import useSWR from 'swr';
import type { ChatReportList } from '@fanlift/core/web';
import type { ApiError } from '../../api/client';
import { emitAcked, useSocket } from '../../socket';

export const CHAT_REPORTS_KEY = '/admin/chat/reports';

/** GET /api/admin/chat/reports (admins): open reports, newest first. */
export const useChatReports = () => useSWR<ChatReportList, ApiError>(CHAT_REPORTS_KEY);

/** Admin delete of a chat message over the socket (`chat:delete`, acknowledged). */
export function useDeleteChatMessage() {
  const { socket } = useSocket();
  return useCallback(
    (messageId: number) => emitAcked(socket, (s) => s.emitWithAck('chat:delete', { messageId })),
    [socket],
  );
}
