import styled from 'styled-components';
import { Card, Container, Eyebrow } from '../../components/ui';
import { Icon } from '../../components/Icon';
import { PageTitle } from '../../components/PageStub';

/** /live-game/game-schedule: Play Cast. The live schedule arrives with the games issue. */
export function ScheduleGamePage() {
  return (
    <Container>
      <Head>
        <Eyebrow>CFB Play Cast</Eyebrow>
        <PageTitle>Play Cast</PageTitle>
        <p>Follow college football live with fellow fans: scores, plays and the players making them.</p>
      </Head>
      <Card data-testid="schedule-empty">
        <Empty>
          <EmptyIcon>
            <Icon name="calendar" size={30} />
          </EmptyIcon>
          <h2>Games appear here</h2>
          <p>
            Upcoming and live games will be listed here with kickoff times in your time zone. Pick a game to
            follow it play by play and chat with other fans.
          </p>
        </Empty>
      </Card>
    </Container>
  );
}

const Head = styled.div`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(6)};
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 17px;
    max-width: 60ch;
  }
`;

const Empty = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  h2 {
    margin-top: 12px;
    color: ${({ theme }) => theme.colors.navy900};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 52ch;
    margin: 0 auto;
  }
`;

const EmptyIcon = styled.span`
  display: inline-flex;
  width: 64px;
  height: 64px;
  align-items: center;
  justify-content: center;
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;
