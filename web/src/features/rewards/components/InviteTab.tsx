import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { COPY_NOTICE_MS, inviteLinkPath } from '@fanlift/core/web';
import { Button } from '../../../ui';
import { useSession } from '../../../session';

/** The invite link of SPEC §7 on this origin. */
export function inviteUrl(referralCode: string): string {
  return `${window.location.origin}${inviteLinkPath(referralCode)}`;
}

/** Invite tab: the link, a copy action ('Link Copied!' for 3 s; a failed copy is only logged), Web Share. */
export function InviteTab() {
  const { user } = useSession();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  if (!user) return null;
  const link = inviteUrl(user.referralCode);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPY_NOTICE_MS);
    } catch (err) {
      console.error('Invite link copy failed', err);
    }
  }

  return (
    <Wrap>
      <p>
        Invite friends: when a friend signs up with your link and finishes onboarding, you earn likes and a
        spin.
      </p>
      <label htmlFor="invite-link">Your invite link</label>
      <LinkRow>
        <input
          id="invite-link"
          readOnly
          value={link}
          data-testid="invite-link"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" $small onClick={() => void copy()} data-testid="copy-invite-link">
          Copy
        </Button>
      </LinkRow>
      <Notice role="status" aria-live="polite" data-testid="copy-notice">
        {copied ? 'Link Copied!' : ''}
      </Notice>
      {canShare && (
        <Button
          type="button"
          $variant="secondary"
          $small
          onClick={() =>
            void navigator
              .share({
                title: 'Join me on Fanlift',
                text: 'Support college athletes with me on Fanlift',
                url: link,
              })
              .catch((err: unknown) => console.info('Share cancelled', err))
          }
        >
          Share…
        </Button>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: 8px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
  }
  label {
    font-weight: 600;
    font-size: 14px;
  }
`;
const LinkRow = styled.div`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: 13px;
  }
`;
const Notice = styled.div`
  min-height: 20px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
`;
