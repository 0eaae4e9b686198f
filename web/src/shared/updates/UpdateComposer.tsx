import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { UPDATE_MAX_CHARS, type AllocationWithLikes } from '@fanlift/core/web';
import { errorMessage } from '../../api/client';
import { apiCall } from '../../api/routes';
import { apiUpload } from '../../api/upload';
import { Button } from '../../ui';
import { FilePicker } from '../../ui/FilePicker';
import { Notice } from '../../ui/feedback';
import { Field, Select, Textarea } from '../../ui/forms';

type Audience = 'everyone' | 'supporters';

/**
 * The athlete's composer (dashboard): text up to 1,000 characters, an optional photo (the upload checks of
 * POST /api/uploads/update-photo), to everyone or supporters only; optionally marks a funding goal reached.
 */
export function UpdateComposer({
  allocations,
  onPosted,
}: {
  allocations: AllocationWithLikes[];
  onPosted?: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [audience, setAudience] = useState<Audience>('everyone');
  const [goal, setGoal] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setDone(null);
    if (!text.trim()) return setError('Write something for your fans first.');
    setBusy(true);
    try {
      let photoUrl: string | undefined;
      if (photo) {
        const body = new FormData();
        body.append('photo', photo);
        photoUrl = (await apiUpload('POST /api/uploads/update-photo', { body }, () => {})).photoUrl;
      }
      await apiCall('POST /api/updates', {
        body: { text, audience, photoUrl, allocationId: goal ? Number(goal) : undefined },
      });
      setText('');
      setGoal('');
      setPhoto(null);
      setDone(goal ? 'Posted: your supporters who gave to that goal hear it was reached.' : 'Posted.');
      onPosted?.();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const left = UPDATE_MAX_CHARS - text.length;
  return (
    <Form onSubmit={(e) => void submit(e)} aria-label="Post an update" data-testid="update-composer">
      <Field
        id={`${id}-text`}
        label="Your update"
        hint={`${left} characters left`}
        error={left < 0 ? `At most ${UPDATE_MAX_CHARS} characters.` : null}
      >
        <Textarea
          id={`${id}-text`}
          value={text}
          maxLength={UPDATE_MAX_CHARS}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${id}-text-hint`}
          placeholder="What are you working on? Thank your fans, share a win…"
        />
      </Field>
      <Row>
        <Field id={`${id}-audience`} label="Who sees it">
          <Select
            id={`${id}-audience`}
            value={audience}
            onChange={(e) => setAudience(e.target.value as Audience)}
          >
            <option value="everyone">Everyone</option>
            <option value="supporters">Supporters only</option>
          </Select>
        </Field>
        {allocations.length > 0 && (
          <Field id={`${id}-goal`} label="Mark a goal reached (optional)">
            <Select id={`${id}-goal`} value={goal} onChange={(e) => setGoal(e.target.value)}>
              <option value="">No goal</option>
              {allocations.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </Row>
      <Field id={`${id}-photo`} label="Photo (optional)" hint="PNG, JPEG or WebP, at most 5 MB">
        <FilePicker
          id={`${id}-photo`}
          accept="image/png,image/jpeg,image/webp"
          describedBy={`${id}-photo-hint`}
          file={photo}
          onFile={setPhoto}
        />
      </Field>
      {error && (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      )}
      {done && (
        <Notice $tone="success" role="status">
          {done}
        </Notice>
      )}
      <Button type="submit" disabled={busy} data-testid="post-update">
        {busy ? 'Posting…' : 'Post update'}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  button[type='submit'] {
    align-self: flex-start;
    min-height: 44px;
  }
  input[type='file'] {
    min-height: 44px;
    max-width: 100%;
  }
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
`;
