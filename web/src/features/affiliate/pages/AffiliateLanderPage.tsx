import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { AffiliateVisit } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { ButtonAnchor, ButtonLink, Card, ErrorState, Skeleton } from '../../../ui';
import { PageFrame } from '../../../ui/layout';
import { authUrl, useSession } from '../../../session';
import { recordVisit } from '../api';

/** /affiliate/{code}: records the visit (attribution kept 30 days) and leads to sign-up. */
export function AffiliateLanderPage() {
  const { affiliateCode } = useParams();
  const session = useSession();
  const [visit, setVisit] = useState<AffiliateVisit | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !affiliateCode || session.status === 'loading') return;
    sent.current = true;
    recordVisit(affiliateCode).then(setVisit, (err: unknown) => setError(errorMessage(err)));
  }, [affiliateCode, session.status]);

  const who = visit?.firstName ? `${visit.firstName} invited you` : 'You were invited';
  return (
    <PageFrame eyebrow="Fanlift" title={visit ? `${who} to Fanlift` : 'Welcome to Fanlift'} narrow>
      <Card>
        {error ? (
          <ErrorState message={error} />
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
