import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { saveFile } from '../../../components/order/saveFile.ts';
import { bytesToMegabytes } from '../../../lib/bytes.ts';
import { aftercareMutations } from './queries.ts';

// What the item's downloads and documents share: sizes in megabytes, the download and its button.

/** Bytes as megabytes (bytes / 1048576, SPEC section 9) in the page's language: '1.53 MB'. */
export function useMegabytes(): (bytes: number) => string {
  const { i18n, t } = useLingui();
  const digits = { maximumFractionDigits: 2, minimumFractionDigits: 2 };
  return (bytes) => {
    const megabytes = bytesToMegabytes(bytes);
    // A few kilobytes would read "0.00 MB": say it is under the smallest size shown.
    if (bytes > 0 && megabytes === 0) {
      const least = i18n.number(0.01, digits);
      return t`under ${least} MB`;
    }
    const size = i18n.number(megabytes, digits);
    return t`${size} MB`;
  };
}

/** Downloads an item's file; `refresh`: a query to read again afterwards (the journey records it). */
export function useDownload(refresh: readonly unknown[] | null) {
  const { api } = useAppSystem();
  const queryClient = useQueryClient();
  return useMutation({
    ...aftercareMutations.download(api),
    onSuccess: () => {
      if (refresh) void queryClient.invalidateQueries({ queryKey: refresh });
    },
  });
}

/** Downloads one file of the item and saves it under its own name; busy while that file loads. */
export function DownloadButton(props: {
  download: ReturnType<typeof useDownload>;
  file: { download_path: string; file_name: string };
  label: string;
  disabled?: boolean;
}) {
  const { download, file } = props;
  return (
    <Button
      variant="outlined"
      size="small"
      disabled={props.disabled}
      loading={download.isPending && download.variables === file.download_path}
      aria-label={props.label}
      onClick={() =>
        download.mutate(file.download_path, { onSuccess: (blob) => saveFile(blob, file.file_name) })
      }
    >
      <Trans>Download</Trans>
    </Button>
  );
}
