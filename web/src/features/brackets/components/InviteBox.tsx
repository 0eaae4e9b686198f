import { useState } from 'react';
import styled from 'styled-components';
import type { BracketGroup } from '@fanlift/core/web';
import { Button, Card } from '../../../ui';
import { Field, Input } from '../../../ui/forms';
import { SectionTitle } from '../../../ui/layout';
import { groupPath, inviteLink } from '../groups-api';

/** The group's invite link (members see it): a private group is joined only with it. */
export function InviteBox({ group, token }: { group: BracketGroup; token: string }) {
  const link =
    group.visibility === 'private'
      ? inviteLink(group.id, token)
      : `${window.location.origin}${groupPath(group.id)}`;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Card aria-labelledby="invite-heading">
      <SectionTitle id="invite-heading">Invite friends</SectionTitle>
      <Field
        id="invite-link"
        label="Invite link"
        hint={group.visibility === 'private' ? 'Only people with this link can join.' : 'Anyone can join.'}
      >
        <Input
          id="invite-link"
          readOnly
          value={link}
          data-testid="invite-link"
          onFocus={(e) => e.target.select()}
        />
      </Field>
      <Row>
        <Button $variant="secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </Row>
    </Card>
  );
}

const Row = styled.div`
  margin-top: 8px;
`;
