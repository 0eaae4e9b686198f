import styled from 'styled-components';
import { ButtonLink, Card } from '../../../ui';
import { Icon, type IconName } from '../../../ui/Icon';
import { Page, PageHeader, SectionTitle } from '../../../ui/layout';

const STEPS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'users',
    title: 'Fans pick their university',
    text: 'Every fan follows one or more schools. The first becomes their My University, with its own dashboard.',
  },
  {
    icon: 'heart',
    title: 'Fans send likes',
    text: 'Fans buy likes and send them to recruits and to the university. Every like is recorded in a ledger.',
  },
  {
    icon: 'chart',
    title: 'Support is visible',
    text: 'University pages and dashboards show total likes, top athletes and the fans leading the support.',
  },
  {
    icon: 'award',
    title: 'Athletes benefit',
    text: 'Athletes claim their profile, set funding goals and see their support grow live on their dashboard.',
  },
];

/** /university-fan-funded-nil: how fan-funded NIL works for universities. */
export function UniversityNilPage() {
  return (
    <Page>
      <PageHeader
        eyebrow="For universities"
        title="Fan-funded NIL for your university"
        lead="Fanlift turns the passion of your fan base into name, image and likeness support for your athletes — transparently, and in a way every fan can join."
        actions={
          <>
            <ButtonLink to="/search-universities">Find your university</ButtonLink>
            <ButtonLink to="/explore" $variant="secondary">
              Explore athletes
            </ButtonLink>
          </>
        }
      />
      <Steps>
        {STEPS.map((s, i) => (
          <Card key={s.title}>
            <Tile aria-hidden="true">
              <Icon name={s.icon} size={26} />
            </Tile>
            <h2>
              {i + 1}. {s.title}
            </h2>
            <p>{s.text}</p>
          </Card>
        ))}
      </Steps>
      <Card>
        <SectionTitle>Why universities use Fanlift</SectionTitle>
        <Benefits>
          <li>A single place where fans see every recruit and how to support them.</li>
          <li>Dashboards of likes, athletes and top fans for each school.</li>
          <li>Live game pages and chat that keep fans engaged on game day.</li>
          <li>Every like accounted for: the ledger always balances and each payment is applied once.</li>
        </Benefits>
      </Card>
    </Page>
  );
}

const Steps = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
  h2 {
    font-size: 18px;
    color: ${({ theme }) => theme.colors.navy900};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Tile = styled.div`
  width: 48px;
  height: 48px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  display: flex;
  align-items: center;
  justify-content: center;
  margin-bottom: 12px;
`;
const Benefits = styled.ul`
  margin: 0;
  padding-left: 20px;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
