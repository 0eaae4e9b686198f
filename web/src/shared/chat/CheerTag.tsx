import styled from 'styled-components';
import type { ChatMessage } from '@fanlift/core/web';

const Tag = styled.p`
  margin: 2px 0 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accentText};
`;

/** A cheer in the chat log: marked with its amount and recipient (its optional message follows as text). */
export function CheerTag({ cheer }: { cheer: NonNullable<ChatMessage['cheer']> }) {
  return (
    <Tag data-testid="chat-cheer">
      <span aria-hidden="true">📣 </span>
      Cheered {cheer.likes.toLocaleString()} {cheer.likes === 1 ? 'like' : 'likes'} for {cheer.recipient.name}
    </Tag>
  );
}
