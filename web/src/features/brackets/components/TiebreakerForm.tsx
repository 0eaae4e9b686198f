import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TIEBREAKER_MAX } from '@fanlift/core/api/brackets';
import { Button, Spinner } from '../../../ui';
import { Input } from '../../../ui/forms';

/** The tiebreaker: total points of the final; locked with the final's kickoff. */
export function TiebreakerForm({
  value,
  locked,
  onSave,
}: {
  value: number | null;
  locked: boolean;
  onSave: (points: number) => Promise<void>;
}) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(value === null ? '' : String(value)), [value]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(text);
    if (text.trim() === '' || !Number.isInteger(n) || n < 0 || n > TIEBREAKER_MAX) {
      setError(`Enter a whole number from 0 to ${TIEBREAKER_MAX}.`);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(n);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={id}>Tiebreaker: total points scored in the final</label>
      <Row>
        <Input
          id={id}
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={locked || saving}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="tiebreaker-input"
          style={{ maxWidth: 120 }}
        />
        <Button type="submit" $small disabled={locked || saving} data-testid="tiebreaker-save">
          {saving ? <Spinner $size={14} aria-hidden /> : null} Save
        </Button>
      </Row>
      {error && (
        <Err id={`${id}-error`} role="alert">
          {error}
        </Err>
      )}
      {locked && <small>The final has kicked off: the tiebreaker is locked.</small>}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-weight: 700;
    font-size: 14px;
  }
`;
const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
`;
const Err = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 14px;
`;
