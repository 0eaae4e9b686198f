import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { AffiliateVisit } from '@fanlift/core/web';
import { ApiError, errorMessage } from '../../../api/client';
import { ButtonAnchor, ButtonLink, Card, ErrorState, Skeleton } from '../../../ui';
import { PageFrame } from '../../../ui/layout';
import { authUrl, useSession } from '../../../session';
import { recordVisit } from '../api';
import { NotFoundState } from '../../../shared/not-found/NotFoundState';
import { isMissing } from '../../../shared/not-found/isMissing';

/** /affiliate/{code}: records the visit (attribution kept 30 days) and leads to sign-up. */
export function AffiliateLanderPage() {
  const { affiliateCode } = useParams();
  const session = useSession();
  const [visit, setVisit] = useState<AffiliateVisit | null>(null);
  const [error, setError] = useState<unknown>(null);
  const sent = useRef(false);

  const record = useCallback(() => {
    if (!affiliateCode) return;
    setError(null);
    recordVisit(affiliateCode).then(setVisit, setError);
  }, [affiliateCode]);
  useEffect(() => {
    if (sent.current || session.status === 'loading') return;
    sent.current = true;
    record();
  }, [record, session.status]);

  if (!affiliateCode || (error instanceof ApiError && isMissing(error)))
    return (
      <NotFoundState
        title="Invite link not found"
        links={[
          { to: '/', label: 'Explore Fanlift' },
          { to: '/search-athletes', label: 'Search athletes' },
        ]}
      >
        This invite link does not exist. Check the link you were sent, or look around Fanlift on your own.
      </NotFoundState>
    );

  const who = visit?.firstName ? `${visit.firstName} invited you` : 'You were invited';
  return (
    <PageFrame eyebrow="Fanlift" title={visit ? `${who} to Fanlift` : 'Welcome to Fanlift'} narrow>
      <Card>
        {error ? (
          <ErrorState message={errorMessage(error)} onRetry={record} />
        ) : !visit ? (
          <Skeleton $h="120px" role="status" aria-label="Loading" />
        ) : (
          <>
            <p>
              Fanlift is fan-funded NIL for college sports: back the athletes and programmes you love with
              likes, earn rewards and join live game chats.
            </p>
            {session.user ? (
              <ButtonLink to="/">Explore Fanlift</ButtonLink>
            ) : (
              <ButtonAnchor
                href={authUrl({ userType: 'fan', signup: true, returnTo: '/' })}
                data-testid="affiliate-signup"
              >
                Sign up free
              </ButtonAnchor>
            )}
          </>
        )}
      </Card>
    </PageFrame>
  );
}
