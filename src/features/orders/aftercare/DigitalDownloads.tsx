import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { toFlowError } from '../../../../machines/shared/flowError.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { FlowErrorAlert } from '../../../components/FlowErrorAlert.tsx';
import { AftercarePart } from './AftercarePart.tsx';
import { DownloadButton, useDownload, useMegabytes } from './itemFiles.tsx';
import { aftercareQueries } from './queries.ts';

/** A Digital item's files to download, with their sizes and how often each was downloaded. */
export function DigitalDownloads(props: { orderItemId: number; productName: string }) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const megabytes = useMegabytes();
  const options = aftercareQueries.digital(api, props.orderItemId);
  const delivery = useQuery(options);
  // A download is recorded in the delivery journey: read it again afterwards.
  const download = useDownload(options.queryKey);
  const name = props.productName;
  if (delivery.isPending) return null;
  if (delivery.isError) {
    return (
      <FlowErrorAlert error={toFlowError(delivery.error)} fallback={t`The downloads could not be loaded.`} />
    );
  }
  const { files } = delivery.data;
  return (
    <AftercarePart label={t`Downloads of ${name}`}>
      {!delivery.data.available ? (
        <Alert severity="info">
          {delivery.data.unavailable_reason ?? t`The files cannot be downloaded now.`}
        </Alert>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {files.map((file) => {
          const size = megabytes(file.size_bytes);
          const fileName = file.file_name;
          const count = file.download_count;
          return (
            <Box
              component="li"
              key={file.file_id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  <bdi>{fileName}</bdi>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <bdi>{size}</bdi>
                  {count > 0 ? (
                    <>
                      {' · '}
                      {t({
                        message: plural(count, { one: 'Downloaded once', other: 'Downloaded # times' }),
                      })}
                    </>
                  ) : null}
                </Typography>
              </Box>
              <DownloadButton
                download={download}
                file={file}
                disabled={!delivery.data.available}
                label={t`Download ${fileName} (${size})`}
              />
            </Box>
          );
        })}
      </Box>
      <FlowErrorAlert
        error={download.error ? toFlowError(download.error) : null}
        fallback={t`The file could not be downloaded.`}
      />
    </AftercarePart>
  );
}
