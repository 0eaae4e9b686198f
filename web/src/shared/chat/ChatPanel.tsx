import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CHAT_MESSAGE_MAX, type ChatMessage } from '@fanlift/core/web';
import { Button, Card, EmptyState, ErrorState, Spinner } from '../../ui';
import { SectionTitle } from '../../ui/layout';
import { useSession } from '../../session';
import { useChat } from './useChat';
import { MessageActions } from './MessageActions';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-height: 420px;
`;

const Log = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 4px 0 0;
  flex: 1;
  max-height: 460px;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: 8px;
  li {
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  li.mine {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  .head {
    display: flex;
    gap: 8px;
    align-items: baseline;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .name {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy900};
  }
  .text {
    margin: 2px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    word-break: break-word;
  }
`;

const Composer = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  textarea {
    width: 100%;
    min-height: 64px;
    resize: vertical;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: 8px 10px;
    font: inherit;
  }
  .row {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Banner = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 14px;
`;

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }).replace(/\u202f/g, ' ');
const when = (iso: string) =>
  new Date(iso)
    .toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    .replace(/\u202f/g, ' ');

/**
 * Live chat of a game: the last 50 messages on join, new ones as they come, a composer for fans (1-500
 * characters; Enter sends, Shift+Enter breaks the line). Messages are plain text: React renders them as text, so
 * HTML and links stay inert. Admins delete messages and mute users; fans report messages.
 */
export function ChatPanel({ gameId, title = 'Live chat' }: { gameId: number; title?: string }) {
  const { pathname } = useLocation();
  const { user, isFan, isAdmin, status } = useSession();
  const chat = useChat(status === 'signedIn' ? gameId : null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const log = useRef<HTMLOListElement>(null);
  const stick = useRef(true);

  useEffect(() => {
    const el = log.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [chat.messages]);

  if (status !== 'signedIn')
    return (
      <Panel aria-labelledby="chat-title">
        <SectionTitle id="chat-title">{title}</SectionTitle>
        <EmptyState>
          <span>
            <Link to={`/user/login?returnTo=${encodeURIComponent(pathname)}`}>Sign in as a fan</Link> to join
            the chat.
          </span>
        </EmptyState>
      </Panel>
    );

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    setError(null);
    const r = await chat.send(body);
    setSending(false);
    if (r.ok) setText('');
    else setError(r.message ?? 'Your message was not sent.');
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <Panel aria-labelledby="chat-title" data-testid="chat">
      <SectionTitle id="chat-title">{title}</SectionTitle>
      {chat.joinError && <ErrorState message={chat.joinError} />}
      {!chat.connected && (
        <p role="status" style={{ margin: 0 }}>
          <Spinner $size={14} /> Reconnecting…
        </p>
      )}
      {!chat.ready && !chat.joinError ? (
        <p role="status">
          <Spinner $size={16} /> Loading messages…
        </p>
      ) : chat.messages.length === 0 ? (
        <EmptyState>No messages yet. Say hello!</EmptyState>
      ) : (
        <Log
          ref={log}
          data-testid="chat-log"
          aria-label="Messages"
          aria-live="polite"
          aria-relevant="additions"
          tabIndex={0}
          onScroll={(e) => {
            const el = e.currentTarget;
            stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
          }}
        >
          {chat.messages.map((m: ChatMessage) => (
            <li key={m.id} className={m.userId === user?.id ? 'mine' : undefined} data-message-id={m.id}>
              <div className="head">
                <span className="name">{m.name}</span>
                <time dateTime={m.createdAt}>{time(m.createdAt)}</time>
                <MessageActions message={m} chat={chat} isAdmin={isAdmin} isMine={m.userId === user?.id} />
              </div>
              <p className="text">{m.text}</p>
            </li>
          ))}
        </Log>
      )}
      {chat.muted ? (
        <Banner role="alert" data-testid="chat-muted">
          You are muted until {when(chat.muted.until)}. Reason: {chat.muted.reason}
        </Banner>
      ) : null}
      {isFan ? (
        <Composer onSubmit={(e) => void submit(e)}>
          <label htmlFor={`chat-input-${gameId}`} className="visually-hidden">
            Message
          </label>
          <textarea
            id={`chat-input-${gameId}`}
            value={text}
            maxLength={CHAT_MESSAGE_MAX}
            placeholder="Say something to other fans…"
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKey}
            aria-describedby={`chat-help-${gameId}`}
          />
          <div className="row">
            <span id={`chat-help-${gameId}`}>
              {text.length}/{CHAT_MESSAGE_MAX}
              {chat.slowModeSeconds > 0 ? ` · Slow mode: one message every ${chat.slowModeSeconds} s` : ''}
            </span>
            <Button type="submit" $small disabled={sending || !text.trim()}>
              {sending ? 'Sending…' : 'Send'}
            </Button>
          </div>
          {error && (
            <p role="alert" style={{ margin: 0, color: '#c2261f' }} data-testid="chat-error">
              {error}
            </p>
          )}
        </Composer>
      ) : (
        <EmptyState>Only fans can post in the chat.</EmptyState>
      )}
    </Panel>
  );
}
