import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { BracketKind, BracketSchool } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { apiCall } from '../../../api/routes';
import { Button } from '../../../ui';
import { Input } from '../../../ui/forms';

/** Admins: post the result of a game that has kicked off (the score decides the winner). */
export function AdminResultForm({
  kind,
  code,
  top,
  bottom,
  onPosted,
}: {
  kind: BracketKind;
  code: string;
  top: BracketSchool;
  bottom: BracketSchool;
  onPosted: () => void;
}) {
  const id = useId();
  const [scores, setScores] = useState({ top: '', bottom: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const t = Number(scores.top);
    const b = Number(scores.bottom);
    if (
      !Number.isInteger(t) ||
      !Number.isInteger(b) ||
      scores.top === '' ||
      scores.bottom === '' ||
      t === b
    ) {
      setError('Enter both scores as whole numbers; they cannot be equal.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiCall('PUT /api/admin/brackets/:kind/games/:code/result', {
        params: { kind, code },
        body: { winnerSchoolId: t > b ? top.id : bottom.id, topScore: t, bottomScore: b },
      });
      onPosted();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Details>
      <summary>Post result</summary>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {(['top', 'bottom'] as const).map((side) => (
          <Row key={side}>
            <label htmlFor={`${id}-${side}`}>{(side === 'top' ? top : bottom).shortName}</label>
            <Input
              id={`${id}-${side}`}
              inputMode="numeric"
              value={scores[side]}
              onChange={(e) => setScores({ ...scores, [side]: e.target.value })}
              data-testid={`result-${code}-${side}`}
            />
          </Row>
        ))}
        {error && <p role="alert">{error}</p>}
        <Button type="submit" $small disabled={busy} data-testid={`result-${code}-save`}>
          Post final score
        </Button>
      </form>
    </Details>
  );
}

const Details = styled.details`
  font-size: 13px;
  summary {
    cursor: pointer;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy700};
  }
  form {
    display: flex;
    flex-direction: column;
    gap: 6px;
    margin-top: 6px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 64px;
  align-items: center;
  gap: 8px;
  input {
    min-height: 32px;
    padding: 4px 8px;
  }
`;
