import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Eyebrow } from '../../../ui';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** A plain-text legal page: title, date, table of contents and numbered sections. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
  testId,
  other,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
  testId: string;
  other: { to: string; label: string };
}) {
  const id = useId();
  return (
    <Container>
      <Article data-testid={testId}>
        <Eyebrow>Fanlift</Eyebrow>
        <h1>{title}</h1>
        <Updated>Last updated {updated}</Updated>
        <p>{intro}</p>
        <nav aria-labelledby={`${id}-toc`}>
          <h2 id={`${id}-toc`} className="toc-title">
            Contents
          </h2>
          <ol>
            {sections.map((s, i) => (
              <li key={s.heading}>
                <a href={`#${id}-s${i + 1}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s, i) => (
          <section key={s.heading} aria-labelledby={`${id}-s${i + 1}`}>
            <h2 id={`${id}-s${i + 1}`} tabIndex={-1}>
              {i + 1}. {s.heading}
            </h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </section>
        ))}
        <Footnote>
          See also our <Link to={other.to}>{other.label}</Link>. Questions: legal@fanlift.dev.
        </Footnote>
      </Article>
    </Container>
  );
}

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.65;
  overflow-wrap: anywhere;
  h1 {
    font-size: clamp(28px, 4vw, 38px);
    font-weight: 800;
    color: ${({ theme }) => theme.colors.navy900};
    margin-bottom: 4px;
  }
  h2 {
    font-size: 20px;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.navy900};
    margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(2)};
    scroll-margin-top: 88px;
  }
  .toc-title {
    font-size: 15px;
    margin-top: ${({ theme }) => theme.space(6)};
  }
  nav ol {
    margin: 0;
    padding-left: 22px;
    columns: 2 220px;
  }
  nav a {
    color: ${({ theme }) => theme.colors.accentText};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    max-width: 70ch;
  }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const Footnote = styled.p`
  margin-top: ${({ theme }) => theme.space(10)} !important;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;
