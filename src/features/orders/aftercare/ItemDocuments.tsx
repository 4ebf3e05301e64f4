import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { toFlowError } from '../../../../machines/shared/flowError.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { FlowErrorAlert } from '../../../components/FlowErrorAlert.tsx';
import { OrderTime } from '../../../components/order/OrderTime.tsx';
import { AftercarePart } from './AftercarePart.tsx';
import { DownloadButton, useDownload, useMegabytes } from './itemFiles.tsx';
import { aftercareQueries } from './queries.ts';

/** The item's documents (a warranty card, a certificate…) to download; nothing when it has none. */
export function ItemDocuments(props: { orderItemId: number; productName: string }) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const megabytes = useMegabytes();
  const documents = useQuery(aftercareQueries.documents(api, props.orderItemId));
  const download = useDownload(null);
  const name = props.productName;
  if (documents.isPending) return null;
  if (documents.isError) {
    return (
      <FlowErrorAlert error={toFlowError(documents.error)} fallback={t`The documents could not be loaded.`} />
    );
  }
  if (documents.data.documents.length === 0) return null;
  return (
    <AftercarePart label={t`Documents of ${name}`}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {documents.data.documents.map((document) => {
          const title = document.title;
          const size = megabytes(document.size_bytes);
          return (
            <Box
              component="li"
              key={document.document_id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography>{title}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  <bdi>{document.file_name}</bdi> · <bdi>{size}</bdi> ·{' '}
                  <OrderTime instant={document.created_at} />
                </Typography>
              </Box>
              <DownloadButton download={download} file={document} label={t`Download the document ${title}`} />
            </Box>
          );
        })}
      </Box>
      <FlowErrorAlert
        error={download.error ? toFlowError(download.error) : null}
        fallback={t`The document could not be downloaded.`}
      />
    </AftercarePart>
  );
}
