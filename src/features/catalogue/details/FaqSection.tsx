import { Trans } from '@lingui/react/macro';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { catalogueQueries } from '../../../api/queries/catalogue.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { QueryBoundary } from '../../../components/QueryBoundary.tsx';
import { DetailsSection, SectionError } from './DetailsSection.tsx';

/** Frequently asked questions, one accordion each; hidden when the product has none. */
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

function Faqs(props: { productId: number; title: ReactNode }) {
  const { api } = useAppSystem();
  const { data: faqs } = useSuspenseQuery(catalogueQueries.faqs(api, props.productId));
  if (faqs.length === 0) return null;
  return (
    <DetailsSection title={props.title}>
      <Box>
        {faqs.map((faq) => (
          <Accordion key={faq.faq_id} disableGutters variant="outlined">
            <AccordionSummary
              expandIcon={<span aria-hidden="true">▾</span>}
              aria-controls={`faq-${faq.faq_id}-answer`}
              id={`faq-${faq.faq_id}-question`}
            >
              <Typography dir="auto" sx={{ fontWeight: 600 }}>
                {faq.question}
              </Typography>
            </AccordionSummary>
            {/* The answer's region takes the id the question controls (MUI's Accordion). */}
            <AccordionDetails>
              <Typography dir="auto" sx={{ whiteSpace: 'pre-line' }}>
                {faq.answer}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </DetailsSection>
  );
}
