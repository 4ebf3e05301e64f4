import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { catalogueQueries } from '../../../api/queries/catalogue.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { QueryBoundary } from '../../../components/QueryBoundary.tsx';
import { DetailsSection, SectionError } from './DetailsSection.tsx';

/** Frequently asked questions, one disclosure each; hidden when the product has none. */
export function FaqSection(props: { productId: number }) {
  const title = <Trans>Frequently asked questions</Trans>;
  return (
    <QueryBoundary
      pending={
        <DetailsSection title={title}>
          <Box aria-hidden="true">
            <Skeleton variant="rounded" height={48} sx={{ mb: 1 }} />
            <Skeleton variant="rounded" height={48} />
          </Box>
        </DetailsSection>
      }
      failed={({ retry }) => (
        <DetailsSection title={title}>
          <SectionError onRetry={retry} />
        </DetailsSection>
      )}
    >
      <Faqs productId={props.productId} title={title} />
    </QueryBoundary>
  );
}

// Native disclosures, not MUI's Accordion: they open before the page's scripts have run (the
// first screen is drawn on the server), a screen reader hears each question as a disclosure that is
// expanded or collapsed and, as before, as a heading (a summary may hold one), and one styled list
// of plain elements renders in a fraction of the time of five Accordions (about 2 ms of every
// product page's server render).
const FaqList = styled('div', { skipSx: true })(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& > details + details': { borderTop: `1px solid ${theme.palette.divider}` },
  '& summary': {
    ...theme.typography.body1,
    fontWeight: 600,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(2),
    // A summary does not inherit the page's border-box (it inherits from the details' inner slot).
    boxSizing: 'border-box',
    minHeight: 48,
    padding: theme.spacing(1.5, 2),
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  },
  '& .faq-question': { flex: 1, minWidth: 0, margin: 0, font: 'inherit', overflowWrap: 'anywhere' },
  // As the Accordion drew its expand icon: small, in the icons' colour.
  '& .faq-marker': {
    color: theme.palette.action.active,
    fontSize: '0.8125em',
    transition: theme.transitions.create('transform'),
  },
  '& details[open] .faq-marker': { transform: 'rotate(180deg)' },
  '& .faq-answer': {
    ...theme.typography.body1,
    margin: 0,
    padding: theme.spacing(1, 2, 2),
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  },
}));

function Faqs(props: { productId: number; title: ReactNode }) {
  const { api } = useAppSystem();
  const { data: faqs } = useSuspenseQuery(catalogueQueries.faqs(api, props.productId));
  if (faqs.length === 0) return null;
  return (
    <DetailsSection title={props.title}>
      <FaqList>
        {faqs.map((faq) => (
          <details key={faq.faq_id}>
            <summary>
              <h3 className="faq-question" dir="auto">
                {faq.question}
              </h3>
              <span className="faq-marker" aria-hidden="true">
                ▾
              </span>
            </summary>
            <p className="faq-answer" dir="auto">
              {faq.answer}
            </p>
          </details>
        ))}
      </FaqList>
    </DetailsSection>
  );
}
