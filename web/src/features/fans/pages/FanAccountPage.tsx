import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../api/client';
import { Button, Card, Skeleton, Spinner } from '../../../ui';
import { Checkbox, Form, FormActions, FormAlert } from '../../../ui/forms';
import { NameFields } from '../../../ui/NameFields';
import { useSave } from '../../../shared/forms/useSave';
import { useMySchools } from '../../../shared/schools/api';
import { useUpdateUser } from '../../../session/useUpdateUser';
import { LiveText, Page, PageHeader, SectionTitle } from '../../../ui/layout';
import { SchoolPicker } from '../../../shared/schools/SchoolPicker';
import type { SchoolListItem } from '@fanlift/core/web';
import { useSession } from '../../../session';

/** /fans/account: names, followed schools, email consent. */
export function FanAccountPage() {
  const { user } = useSession();
  const update = useUpdateUser();
  const mine = useMySchools(!!user);
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [emailConsent, setEmailConsent] = useState(!!user?.emailConsent);
  const [schools, setSchools] = useState<SchoolListItem[] | null>(null);
  const { busy, error, setError, saved, run } = useSave();
  useEffect(() => {
    if (schools === null && mine.data) setSchools(mine.data.schools);
  }, [mine.data, schools]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!firstName.trim() || !lastName.trim()) {
      setError('Enter your first and last name.');
      return;
    }
    await run(async () => {
      await update({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        emailConsent,
        ...(schools ? { fanProfile: { schools: schools.map((s) => ({ schoolId: s.id })) } } : {}),
      });
      void mine.mutate();
    }, 'Your changes are saved.');
  };

  return (
    <Page narrow>
      <PageHeader
        eyebrow="Account"
        title="Your account"
        lead={user?.email}
        actions={
          user && (
            <Link to={`/fans/${user.id}`} style={{ fontWeight: 600 }}>
              View my public profile →
            </Link>
          )
        }
      />
      <LiveText>{saved}</LiveText>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <Card>
          <SectionTitle>About you</SectionTitle>
          <NameFields
            ids={{ first: 'acct-first', last: 'acct-last' }}
            values={{ first: firstName, last: lastName }}
            onChange={(part, v) => (part === 'first' ? setFirstName(v) : setLastName(v))}
          />
        </Card>
        <Card>
          <SectionTitle>Your schools</SectionTitle>
          {schools === null ? (
            mine.error ? (
              <FormAlert>{errorMessage(mine.error)}</FormAlert>
            ) : (
              <Skeleton $h="200px" />
            )
          ) : (
            <SchoolPicker value={schools} onChange={setSchools} />
          )}
        </Card>
        <Card>
          <SectionTitle>Email</SectionTitle>
          <Checkbox id="acct-email" checked={emailConsent} onChange={setEmailConsent}>
            Email me about my account, rewards and the athletes I support
            <small>You can change this at any time.</small>
          </Checkbox>
        </Card>
        {error && <FormAlert role="alert">{error}</FormAlert>}
        {saved && (
          <p role="status" style={{ color: '#12805c', fontWeight: 600, margin: 0 }} data-testid="saved">
            ✓ {saved}
          </p>
        )}
        <FormActions>
          <Button type="submit" disabled={busy} data-testid="save-account">
            {busy && <Spinner $size={16} $light />} Save changes
          </Button>
        </FormActions>
      </Form>
    </Page>
  );
}
