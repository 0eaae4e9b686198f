import { useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CHAT_MESSAGE_MAX, type ChatMessage } from '@fanlift/core/web';
import { Button, EmptyState, ErrorState, Spinner } from '../../ui';
import { SectionTitle } from '../../ui/layout';
import { useSession } from '../../session';
import { useChat } from './useChat';
import { MessageActions } from './MessageActions';
import { useFollowLog } from './useFollowLog';
import { CheerTag } from './CheerTag';
import { Banner, Composer, Log, LogWrap, NewPill, Panel } from './ChatPanel.styles';

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
export function ChatPanel({
  gameId,
  title = 'Live chat',
  aboveMessages,
  composerAction,
  belowComposer,
  compactOnMobile,
}: {
  gameId: number;
  title?: string;
  /** Shown between the title and the messages (the pinned cheers). */
  aboveMessages?: ReactNode;
  /** A fan's other action beside Send (the cheer's toggle). */
  composerAction?: ReactNode;
  /** Under a fan's composer (the cheer form when it is open). */
  belowComposer?: ReactNode;
  /** On phones: a log sized to the screen (dvh) so the composer stays in the first screen. */
  compactOnMobile?: boolean;
}) {
  const { pathname } = useLocation();
  const { user, isFan, isAdmin, status } = useSession();
  const chat = useChat(status === 'signedIn' ? gameId : null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const log = useRef<HTMLOListElement>(null);
  const composer = useRef<HTMLFormElement>(null);
  const follow = useFollowLog(log, chat.messages.length, composer);

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
    <Panel
      aria-labelledby="chat-title"
      data-testid="chat"
      $compact={compactOnMobile}
      $tight={!!aboveMessages}
    >
      <SectionTitle id="chat-title">{title}</SectionTitle>
      {aboveMessages}
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
        <LogWrap>
          <Log
            ref={log}
            data-testid="chat-log"
            aria-label="Messages"
            aria-live="polite"
            aria-relevant="additions"
            tabIndex={0}
            onScroll={follow.onScroll}
          >
            {chat.messages.map((m: ChatMessage) => (
              <li
                key={m.id}
                className={
                  [m.userId === user?.id ? 'mine' : '', m.cheer ? 'cheer' : ''].join(' ').trim() || undefined
                }
                data-message-id={m.id}
              >
                <div className="head">
                  <span className="name">{m.name}</span>
                  <time dateTime={m.createdAt}>{time(m.createdAt)}</time>
                  <MessageActions message={m} chat={chat} isAdmin={isAdmin} isMine={m.userId === user?.id} />
                </div>
                {m.cheer && <CheerTag cheer={m.cheer} />}
                {m.text && <p className="text">{m.text}</p>}
              </li>
            ))}
          </Log>
          {follow.unseen > 0 && (
            <NewPill type="button" data-testid="chat-new-messages" onClick={follow.toBottom}>
              {follow.unseen} new message{follow.unseen === 1 ? '' : 's'} ↓
            </NewPill>
          )}
        </LogWrap>
      )}
      {chat.muted ? (
        <Banner role="alert" data-testid="chat-muted">
          You are muted until {when(chat.muted.until)}. Reason: {chat.muted.reason}
        </Banner>
      ) : null}
      {isFan ? (
        <>
          <Composer ref={composer} onSubmit={(e) => void submit(e)}>
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
              onFocus={follow.keepComposerInView}
              aria-describedby={`chat-help-${gameId}`}
            />
            <div className="row">
              <span id={`chat-help-${gameId}`}>
                {text.length}/{CHAT_MESSAGE_MAX}
                {chat.slowModeSeconds > 0 ? ` · Slow mode: one message every ${chat.slowModeSeconds} s` : ''}
              </span>
              <span className="actions">
                {composerAction}
                <Button type="submit" $small disabled={sending || !text.trim()}>
                  {sending ? 'Sending…' : 'Send'}
                </Button>
              </span>
            </div>
            {error && (
              <p role="alert" style={{ margin: 0, color: '#c2261f' }} data-testid="chat-error">
                {error}
              </p>
            )}
          </Composer>
          {belowComposer}
        </>
      ) : (
        <EmptyState>Only fans can post in the chat.</EmptyState>
      )}
    </Panel>
  );
}
