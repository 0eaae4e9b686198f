import {
  useEffect,
  useEffectEvent,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { CHAT_MESSAGE_MAX } from '@fanlift/core/web';
import { Button, Spinner } from '../../ui';
import type { ChatState } from './useChat';
import { Composer, ComposerError } from './ChatPanel.styles';

/** The id of the panel's "could not join" message (ChatPanel), which also describes the composer's disabled Send. */
export const joinErrorId = (gameId: number) => `chat-join-error-${gameId}`;

/** Whether a send can go: joined; waiting (reconnecting, or the join not answered yet); refused (the join was). */
export type ComposerGate = { state: 'joined' } | { state: 'waiting' | 'refused'; reason: string };

export function composerGate(
  chat: Pick<ChatState, 'connected' | 'joined' | 'joinError' | 'ready'>,
): ComposerGate {
  if (chat.joined) return { state: 'joined' };
  // Disconnected once the messages had come: a drop (on the first load the socket is still connecting).
  if (!chat.connected && chat.ready) return { state: 'waiting', reason: 'Reconnecting…' };
  if (chat.joinError) return { state: 'refused', reason: 'Could not join the chat.' };
  return { state: 'waiting', reason: 'Joining the chat…' };
}

/**
 * A fan's composer (1-500 characters; Enter sends, Shift+Enter breaks the line). Until the page has joined the game's
 * chat (the join acknowledged, again after every reconnect) Send is disabled and says why (aria-describedby); the fan
 * may type meanwhile, and a message sent with Enter then is held and goes once joined, never dropped.
 */
export function ChatComposer({
  gameId,
  chat,
  action,
  formRef,
  onFocus,
}: {
  gameId: number;
  chat: ChatState;
  /** Another action beside Send (the cheer's toggle). */
  action?: ReactNode;
  formRef?: Ref<HTMLFormElement>;
  onFocus?: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The error shown is the join's refusal (it goes once the chat is joined or joining again). */
  const [refusalShown, setRefusalShown] = useState(false);
  const showRefusal = () => {
    setError(chat.joinError);
    setRefusalShown(true);
  };
  const [sending, setSending] = useState(false);
  /** The fan asked to send before the join: sent once joined. */
  const [held, setHeld] = useState(false);
  /** What the polite live region says (read, not shown): a held message, the join it waited for. */
  const [announce, setAnnounce] = useState('');
  const gate = composerGate(chat);
  const reason = gate.state === 'joined' ? null : gate.reason;
  const ids = { help: `chat-help-${gameId}`, gate: `chat-gate-${gameId}` };
  // Why Send waits; refused, the server's reason too (shown above the messages with its Try again).
  const describedBy =
    gate.state === 'refused' ? `${ids.gate} ${joinErrorId(gameId)}` : reason ? ids.gate : undefined;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const body = text.trim();
    if (!body || sending) return;
    setError(null);
    setRefusalShown(false);
    if (gate.state === 'refused') return showRefusal();
    if (gate.state === 'waiting') {
      setHeld(true);
      return setAnnounce('Your message will be sent once you have joined the chat.');
    }
    setHeld(false);
    setSending(true);
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

  // Joined: a held message goes now, and a fan who had typed while waiting hears that they can send. Refused: a
  // held message stays in the field, with the reason.
  const onGate = useEffectEvent((state: ComposerGate['state']) => {
    if (state !== 'refused' && refusalShown) {
      setError(null);
      setRefusalShown(false);
    }
    if (state === 'waiting') return setAnnounce('');
    if (state === 'refused') {
      if (held) showRefusal();
      return setHeld(false);
    }
    if (held) {
      setAnnounce('Joined the chat. Sending your message.');
      void submit();
    } else if (text.trim()) setAnnounce('Joined the chat. You can send your message.');
  });
  useEffect(() => {
    onGate(gate.state);
  }, [gate.state]);

  const busy = sending || held;
  return (
    <Composer
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      data-testid="chat-composer"
      data-joined={gate.state === 'joined'}
    >
      <label htmlFor={`chat-input-${gameId}`} className="visually-hidden">
        Message
      </label>
      <textarea
        id={`chat-input-${gameId}`}
        value={text}
        maxLength={CHAT_MESSAGE_MAX}
        placeholder={reason ? 'You can type while the chat opens…' : 'Say something to other fans…'}
        onChange={(e) => {
          setText(e.target.value);
          if (held && !e.target.value.trim()) {
            setHeld(false);
            setAnnounce('');
          }
        }}
        onKeyDown={onKey}
        onFocus={onFocus}
        aria-describedby={describedBy ?? ids.help}
      />
      <div className="row">
        <span className="note">
          <span id={ids.gate} className="gate" data-testid="chat-gate" hidden={!reason}>
            {gate.state === 'waiting' && <Spinner $size={12} aria-hidden="true" />} {reason}
          </span>
          <span id={ids.help} hidden={!!reason}>
            {text.length}/{CHAT_MESSAGE_MAX}
            {chat.slowModeSeconds > 0 ? ` · Slow mode: one message every ${chat.slowModeSeconds} s` : ''}
          </span>
          <span role="status" className="visually-hidden" data-testid="chat-announce">
            {announce}
          </span>
        </span>
        <span className="actions">
          {action}
          <Button
            type="submit"
            $small
            disabled={busy || !!reason || !text.trim()}
            aria-describedby={describedBy}
          >
            {busy ? 'Sending…' : 'Send'}
          </Button>
        </span>
      </div>
      {error && (
        <ComposerError role="alert" data-testid="chat-error">
          {error}
        </ComposerError>
      )}
    </Composer>
  );
}
