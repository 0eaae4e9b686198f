import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebounced } from '../../../ui/useDebounced';

import { SEARCH_MIN_CHARS } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { Avatar, Button, Card, EmptyState, ErrorState, Skeleton, Spinner } from '../../../ui';
import { TextInput } from '../components/AmountPicker';

import { Muted, PageFrame, SectionTitle, TwoCol } from '../../../ui/layout';
import { Notice } from '../../../ui/feedback';
import { formatLikes } from '../../../ui/format';
import { useSendForm } from '../useSendForm';

import { Fieldset, Legend } from '../../../ui/fieldset';
import { Segmented, Segment, SearchBlock, Results, ResultButton, Chosen, Step } from './SendLikesPage.styles';
import { Aside, SendAmount, SendRefusal, sendLabel, WideButton } from '../components/SendParts';
import { Kind, presetRecipient, Recipient, useRecipients } from '../useRecipients';
import { WalletBalanceCard } from '../components/WalletBalanceCard';

/** /send-likes: choose a university or an athlete, an amount, and send from the wallet. */
export function SendLikesPage() {
  const form = useSendForm();
  const {
    summary,
    send,
    sending,
    isSent,
    newIntent,
    parsed,
    short,
    submitted,
    setSubmitted,
    setError,
    edited,
  } = form;
  // A university page's "Send likes" names its school (?schoolId=&name=): chosen already.
  const [params] = useSearchParams();
  const [preset] = useState(() => presetRecipient(params));
  const [kind, setKind] = useState<Kind>(preset?.kind ?? 'athlete');
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query, 250);
  const [recipient, setRecipient] = useState<Recipient | null>(preset);
  const [done, setDone] = useState<{ likes: number; name: string; balance: number } | null>(null);
  const results = useRecipients(kind, debounced);
  const searchId = useId();
  const kindName = useId();
  const target = recipient
    ? recipient.kind === 'athlete'
      ? { athleteId: recipient.id }
      : { schoolId: recipient.id }
    : null;
  // Sent: the button stays disabled until the user changes the recipient or the amount, or asks to send more.
  const sent = !!target && isSent(target, parsed.likes);

  function pickKind(k: Kind) {
    setKind(k);
    setRecipient(null);
    setQuery('');
    edited();
  }

  function pickRecipient(r: Recipient | null) {
    setRecipient(r);
    edited();
  }

  function sendMore() {
    newIntent();
    setDone(null);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending || sent) return;
    setSubmitted(true);
    setError(null);
    setDone(null);
    if (!recipient || !target || parsed.likes === null || short) return;
    try {
      const r = await send(target, parsed.likes);
      setDone({ likes: r.likes, name: recipient.name, balance: r.balance });
      setSubmitted(false);
      void summary.mutate();
    } catch (err) {
      setError(err);
    }
  }

  return (
    <PageFrame
      eyebrow="Wallet"
      title="Send likes"
      lead="Back an athlete or your university with likes from your wallet."
    >
      <TwoCol $plain>
        <Card>
          <form onSubmit={onSubmit} noValidate aria-label="Send likes">
            <Fieldset>
              <Legend>1. Who do you want to support?</Legend>
              <Segmented>
                {(['athlete', 'school'] as const).map((k) => (
                  <Segment key={k} $on={kind === k} data-testid={`send-kind-${k}`}>
                    <input type="radio" name={kindName} checked={kind === k} onChange={() => pickKind(k)} />
                    {k === 'athlete' ? 'An athlete' : 'A university'}
                  </Segment>
                ))}
              </Segmented>
            </Fieldset>

            {recipient ? (
              <Chosen data-testid="send-recipient">
                <Avatar
                  src={recipient.image}
                  name={recipient.name}
                  size={44}
                  square={recipient.kind === 'school'}
                />
                <div className="who">
                  <strong>{recipient.name}</strong>
                  {recipient.detail && <Muted>{recipient.detail}</Muted>}
                </div>
                <Button type="button" $variant="secondary" $small onClick={() => pickRecipient(null)}>
                  Change
                </Button>
              </Chosen>
            ) : (
              <SearchBlock>
                <label htmlFor={searchId}>
                  {kind === 'athlete' ? 'Search athletes by name' : 'Search universities by name'}
                </label>
                <TextInput
                  id={searchId}
                  type="search"
                  autoComplete="off"
                  placeholder={kind === 'athlete' ? 'e.g. Jordan' : 'e.g. Ohio State'}
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  data-testid="send-search"
                />
                <Muted style={{ marginTop: 6 }}>
                  {results.searching
                    ? 'Results'
                    : `Type at least ${SEARCH_MIN_CHARS} letters to search, or pick one of these.`}
                </Muted>
                {results.error && !results.data ? (
                  <ErrorState message={errorMessage(results.error)} onRetry={() => void results.mutate()} />
                ) : !results.data ? (
                  <Results aria-busy="true">
                    {[0, 1, 2].map((i) => (
                      <li key={i}>
                        <Skeleton $h="52px" />
                      </li>
                    ))}
                  </Results>
                ) : results.list.length === 0 ? (
                  <EmptyState>
                    No {kind === 'athlete' ? 'athletes' : 'universities'} match “{query.trim()}”.
                  </EmptyState>
                ) : (
                  <Results aria-live="polite" aria-busy={results.isValidating || undefined}>
                    {results.list.map((r) => (
                      <li key={`${r.kind}-${r.id}`}>
                        <ResultButton
                          type="button"
                          onClick={() => pickRecipient(r)}
                          data-testid={`send-result-${r.kind}-${r.id}`}
                        >
                          <Avatar src={r.image} name={r.name} size={40} square={r.kind === 'school'} />
                          <span className="who">
                            <strong>{r.name}</strong>
                            {r.detail && <span>{r.detail}</span>}
                          </span>
                          <span className="pick" aria-hidden="true">
                            Choose
                          </span>
                        </ResultButton>
                      </li>
                    ))}
                  </Results>
                )}
              </SearchBlock>
            )}
            {submitted && !recipient && (
              <Notice $tone="error" role="alert" style={{ marginTop: 12 }}>
                Choose {kind === 'athlete' ? 'an athlete' : 'a university'} first.
              </Notice>
            )}

            <Step>
              <SendAmount {...form.amountProps} legend="2. How many likes?" testIdPrefix="send-amount" />
            </Step>
            <SendRefusal {...form.refusalProps} testId="send-insufficient" />
            {done && (
              <Notice $tone="success" role="status" data-testid="send-done" style={{ marginTop: 16 }}>
                <span>
                  Sent {formatLikes(done.likes)} to {done.name}. Your new balance is{' '}
                  {formatLikes(done.balance)}.
                </span>
                <Button type="button" $variant="secondary" $small onClick={sendMore} data-testid="send-more">
                  Send more
                </Button>
              </Notice>
            )}
            <WideButton
              type="submit"
              disabled={sending || sent}
              aria-busy={sending || undefined}
              data-testid="send-submit"
            >
              {sending && <Spinner $size={16} $light />}
              {sent && !sending ? `Sent ✓` : sendLabel(sending, parsed.likes, recipient?.name)}
            </WideButton>
          </form>
        </Card>
        <Aside>
          <WalletBalanceCard testId="send-balance" />
          <Card>
            <SectionTitle as="h2" style={{ fontSize: 16, marginBottom: 8 }}>
              Good to know
            </SectionTitle>
            <Muted>
              Likes you send cannot be taken back. They show on the athlete’s or university’s page right away
              and count towards your milestone stars.
            </Muted>
          </Card>
        </Aside>
      </TwoCol>
    </PageFrame>
  );
}
