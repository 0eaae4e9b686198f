import styled from 'styled-components';
import type { ChatMessage } from '@fanlift/core/web';
import { Icon } from '../../ui/Icon';

const Tag = styled.p`
  display: flex;
  gap: 6px;
  align-items: flex-start;
  margin: 2px 0 0;
  svg {
    flex: none;
    margin-top: 3px;
  }
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accentText};
`;

/** A cheer in the chat log: marked with its amount and recipient (its optional message follows as text). */
export function CheerTag({ cheer }: { cheer: NonNullable<ChatMessage['cheer']> }) {
  return (
    <Tag data-testid="chat-cheer">
      <Icon name="heart" size={16} />
      <span>
        Cheered {cheer.likes.toLocaleString()} {cheer.likes === 1 ? 'like' : 'likes'} for{' '}
        {cheer.recipient.name}
      </span>
    </Tag>
  );
}
