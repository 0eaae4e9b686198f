import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { type QrKind } from '@fanlift/core/web';
import { QR_KINDS } from '@fanlift/core/api/qr';
import { errorMessage } from '../../../api/client';
import { Button, Card } from '../../../ui';
import { Field, Form, FormActions, FormAlert, Input } from '../../../ui/forms';
import { SchoolSelect } from '../../../shared/schools/SchoolSelect';
import { Fieldset, Legend } from '../../../ui/fieldset';
import { PageFrame } from '../../../ui/layout';
import { useSession } from '../../../session';
import { createClaimInvite, KIND_LABEL, QR_LIST_KEY } from '../api';
import { createQrCode } from '../../../shared/qr-codes/api';
import { AthletePicker, type PickedAthlete } from '../components/AthletePicker';

type Choice = QrKind | 'claim-invite';

const needsAthlete = (k: Choice) => k === 'athlete' || k === 'fund' || k === 'claim-invite';

/**
 * /qr-code/create: a code for an athlete, a fund page, a university, your invite or affiliate link (admins: a claim
 * invite).
 */
export function QrCreatePage() {
  const { isAdmin } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const id = useId();
  const initialKind = (QR_KINDS as readonly string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as QrKind)
    : 'athlete';
  const [kind, setKind] = useState<Choice>(initialKind);
  const [athlete, setAthlete] = useState<PickedAthlete | null>(null);
  const [schoolId, setSchoolId] = useState('');
  const [label, setLabel] = useState('');
  const [days, setDays] = useState('14');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const kinds: Choice[] = isAdmin ? [...QR_KINDS, 'claim-invite'] : [...QR_KINDS];

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (needsAthlete(kind) && !athlete) return setError('Choose the athlete.');
    if (kind === 'school' && !schoolId) return setError('Choose the university.');
    const name = label.trim() || (athlete && needsAthlete(kind) ? athlete.name : KIND_LABEL[kind]);
    setBusy(true);
    try {
      const made =
        kind === 'claim-invite'
          ? await createClaimInvite(athlete!.id, Number(days) || 14)
          : await createQrCode({
              kind,
              label: name.slice(0, 80),
              ...(needsAthlete(kind) ? { targetId: athlete!.id } : {}),
              ...(kind === 'school' ? { targetId: Number(schoolId) } : {}),
            });
      void mutate(QR_LIST_KEY);
      void navigate(`/qr-code/share/${made.id}`);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <PageFrame
      eyebrow="QR codes"
      title="Create a QR code"
      lead="Print it on a poster or share it: each scan is counted and opens the page you choose."
      narrow
    >
      <Card>
        <Form onSubmit={(e) => void submit(e)} noValidate>
          {error && <FormAlert role="alert">{error}</FormAlert>}
          <Fieldset>
            <Legend>What should the code open?</Legend>
            {kinds.map((k) => (
              <label key={k} style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '4px 0' }}>
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={k}
                  checked={kind === k}
                  onChange={() => setKind(k)}
                />
                {KIND_LABEL[k]}
                {k === 'claim-invite' && ' (admin: lets an athlete claim a profile, once)'}
              </label>
            ))}
          </Fieldset>
          {needsAthlete(kind) && <AthletePicker value={athlete} onChange={setAthlete} />}
          {kind === 'school' && <SchoolSelect value={schoolId} onChange={setSchoolId} label="University" />}
          {kind === 'claim-invite' ? (
            <Field id={`${id}-days`} label="Expires after (days)">
              <Input
                id={`${id}-days`}
                type="number"
                min={1}
                max={90}
                value={days}
                onChange={(e) => setDays(e.target.value)}
              />
            </Field>
          ) : (
            <Field
              id={`${id}-label`}
              label="Label"
              hint="For you: shown in your list and under the printed code"
            >
              <Input
                id={`${id}-label`}
                value={label}
                maxLength={80}
                aria-describedby={`${id}-label-hint`}
                onChange={(e) => setLabel(e.target.value)}
              />
            </Field>
          )}
          <FormActions>
            <Button type="submit" disabled={busy}>
              {busy ? 'Creating…' : 'Create QR code'}
            </Button>
          </FormActions>
        </Form>
      </Card>
    </PageFrame>
  );
}
