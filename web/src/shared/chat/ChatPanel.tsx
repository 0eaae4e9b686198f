import { useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { ChatMessage } from '@fanlift/core/web';
import { EmptyState, ErrorState, Spinner } from '../../ui';
import { SectionTitle } from '../../ui/layout';
import { useSession } from '../../session';
import { useChat } from './useChat';
import { MessageActions } from './MessageActions';
import { useFollowLog } from './useFollowLog';
import { CheerTag } from './CheerTag';
import { ChatComposer, joinErrorId } from './ChatComposer';
import { Banner, Log, LogWrap, NewPill, Panel } from './ChatPanel.styles';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }).replace(/\u202f/g, ' ');
const when = (iso: string) =>
  new Date(iso)
    .toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    .replace(/\u202f/g, ' ');

/**
 * Live chat of a game: the last 50 messages on join, new ones as they come, a composer for fans (ChatComposer:
 * 1-500 characters, usable once the page has joined the chat). Messages are plain text: React renders them as text, so
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
  const log = useRef<HTMLOListElement>(null);
  const composer = useRef<HTMLFormElement>(null);
  const follow = useFollowLog(log, chat.messages.length, composer);
  // Try again: join again, the focus on the message field (the button goes; "Joining the chat…" describes the field).
  const retry = () => {
    chat.rejoin();
    composer.current?.querySelector('textarea')?.focus();
  };

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

  return (
    <Panel
      aria-labelledby="chat-title"
      data-testid="chat"
      $compact={compactOnMobile}
      $tight={!!aboveMessages}
    >
      <SectionTitle id="chat-title">{title}</SectionTitle>
      {aboveMessages}
      {/* A refused join: the reason (it also describes the composer's disabled Send) and a way to join again. */}
      {chat.joinError && (
        <ErrorState message={chat.joinError} messageId={joinErrorId(gameId)} onRetry={retry} />
      )}
      {!chat.connected && chat.ready && (
        <p role="status" style={{ margin: 0 }}>
          <Spinner $size={14} /> Reconnecting…
        </p>
      )}
      {!chat.ready && chat.joinError ? null : !chat.ready ? (
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
          <ChatComposer
            key={gameId}
            gameId={gameId}
            chat={chat}
            action={composerAction}
            formRef={composer}
            onFocus={follow.keepComposerInView}
          />
          {belowComposer}
        </>
      ) : (
        <EmptyState>Only fans can post in the chat.</EmptyState>
      )}
    </Panel>
  );
}
