import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Button, ButtonLink, Card, EmptyState, Skeleton, Spinner } from '../../../ui';
import { FormActions, FormAlert } from '../../../ui/forms';
import { useUpdateUser } from '../../../session/useUpdateUser';
import { LiveText, Page, PageHeader } from '../../../ui/layout';
import { SchoolPicker } from '../../../shared/schools/SchoolPicker';
import type { SchoolListItem } from '@fanlift/core/web';
import { useSession } from '../../../session';
import { useSave } from '../../../shared/forms/useSave';
import { useAthleteDetail } from '../../../shared/athletes/api';

/** /athletes/schools: the schools the athlete is committed to or considering (the first is shown first). */
export function AthleteSchoolsPage() {
  const { user } = useSession();
  const p = user?.athleteProfile;
  const detail = useAthleteDetail(p?.id ?? null);
  const update = useUpdateUser();
  const [schools, setSchools] = useState<SchoolListItem[] | null>(null);
  const { busy, error, saved, run } = useSave();
  useEffect(() => {
    if (schools === null && detail.data) setSchools(detail.data.schools);
  }, [detail.data, schools]);

  if (!p)
    return (
      <Page narrow>
        <PageHeader title="My schools" />
        <EmptyState>
          <span>Create your athlete profile first.</span>
          <ButtonLink to="/athletes/onboarding" $small>
            Start onboarding
          </ButtonLink>
        </EmptyState>
      </Page>
    );
  const save = async () => {
    if (!schools) return;
    await run(async () => {
      await update({ athleteProfile: { schools: schools.map((s) => ({ schoolId: s.id })) } });
      void detail.mutate();
    }, 'Your schools are saved.');
  };
  return (
    <Page narrow>
      <PageHeader
        eyebrow="Profile"
        title="My schools"
        lead="Pick the universities you are committed to or considering. The first one shows on your profile."
      />
      <LiveText>{saved}</LiveText>
      <Card>
        {detail.error ? (
          <FormAlert role="alert">{errorMessage(detail.error)}</FormAlert>
        ) : schools === null ? (
          <Skeleton $h="240px" />
        ) : (
          <SchoolPicker value={schools} onChange={setSchools} />
        )}
      </Card>
      {error && <FormAlert role="alert">{error}</FormAlert>}
      {saved && (
        <p role="status" style={{ color: '#12805c', fontWeight: 600, margin: 0 }}>
          ✓ {saved}
        </p>
      )}
      <FormActions>
        <ButtonLink to="/athletes/account" $variant="ghost">
          ← Back to account
        </ButtonLink>
        <Button type="button" onClick={() => void save()} disabled={busy || schools === null}>
          {busy && <Spinner $size={16} $light />} Save schools
        </Button>
      </FormActions>
    </Page>
  );
}
