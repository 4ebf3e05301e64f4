import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import type { CrfField, CrfForm } from '../../../../contracts/crf.ts';
import type { JourneyEvent } from '../../../../contracts/digital.ts';
import type { ProductTypeName } from '../../../../contracts/pbs.ts';
import { toFlowError } from '../../../../machines/shared/flowError.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { FlowErrorAlert } from '../../../components/FlowErrorAlert.tsx';
import { OrderTime } from '../../../components/order/OrderTime.tsx';
import { saveFile } from '../../../components/order/saveFile.ts';
import { RouterLink } from '../../../components/RouterLink.tsx';
import { bytesToMegabytes } from '../../../lib/bytes.ts';
import { CrfEditor } from './CrfEditor.tsx';
import { crfOptionLabel } from './crfAnswers.ts';
import { aftercareMutations, aftercareQueries } from './queries.ts';

/** Whether the parts stand on a page of their own (drawn as cards with their own headings). */
const Framed = createContext(false);

const SESSION_TYPES: readonly string[] = ['Service', 'Packaged Service'] satisfies ProductTypeName[];

/**
 * What an order item carries after the purchase, under the item: for a service, the link to its
 * sessions; for a Digital product, its downloads and their journey; the item's documents; the
 * answers to its product's form. Parts the item does not have show nothing.
 */
export function ItemAftercare(props: {
  orderItemId: number;
  productName: string;
  /** The item's product type; null where the page already says what it is (the training overview). */
  productType: ProductTypeName | null;
  /** The order, for the link to the sessions; omitted where the page is that link's target. */
  orderId?: number;
  /** Parts drawn as cards with page-level headings (on a page of their own, not under an item). */
  framed?: boolean;
}) {
  const { t } = useLingui();
  const name = props.productName;
  const sessions =
    props.orderId !== undefined && props.productType !== null && SESSION_TYPES.includes(props.productType);
  return (
    <Framed.Provider value={props.framed ?? false}>
      <Box sx={{ display: 'grid', gap: props.framed ? 3 : 1.5, mt: props.framed ? 0 : 1 }}>
        {sessions && props.orderId !== undefined ? (
          <RouterLink
            to="/trainingOverview/$orderItemId/$orderId"
            params={{ orderItemId: String(props.orderItemId), orderId: String(props.orderId) }}
            aria-label={t`Sessions and bookings of ${name}`}
            sx={{ justifySelf: 'start' }}
          >
            <Trans>Sessions and bookings</Trans>
          </RouterLink>
        ) : null}
        {props.productType === 'Digital' ? (
          <DigitalDownloads orderItemId={props.orderItemId} productName={name} />
        ) : null}
        <ItemDocuments orderItemId={props.orderItemId} productName={name} />
        <ItemForm orderItemId={props.orderItemId} productName={name} />
      </Box>
    </Framed.Provider>
  );
}

/** A titled part; `framed` (a page of its own) draws it as a card, under an item it stays plain. */
function Part(props: { label: string; children: ReactNode }) {
  const framed = useContext(Framed);
  return (
    <Box
      component="section"
      aria-label={props.label}
      sx={{
        display: 'grid',
        gap: 0.75,
        minWidth: 0,
        ...(framed ? { p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 1 } : {}),
      }}
    >
      <Typography component={framed ? 'h2' : 'h3'} variant={framed ? 'h6' : 'subtitle2'}>
        {props.label}
      </Typography>
      {props.children}
    </Box>
  );
}

/** Bytes as megabytes (bytes / 1048576, SPEC section 9) in the page's language: '1.53 MB'. */
function useMegabytes(): (bytes: number) => string {
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
function useDownload(refresh: readonly unknown[] | null) {
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
function DownloadButton(props: {
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

function DigitalDownloads(props: { orderItemId: number; productName: string }) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const megabytes = useMegabytes();
  const options = aftercareQueries.digital(api, props.orderItemId);
  const delivery = useQuery(options);
  const download = useDownload(options.queryKey);
  const name = props.productName;
  if (delivery.isPending) return null;
  if (delivery.isError) {
    return (
      <FlowErrorAlert error={toFlowError(delivery.error)} fallback={t`The downloads could not be loaded.`} />
    );
  }
  const { files, journey } = delivery.data;
  return (
    <>
      <Part label={t`Downloads of ${name}`}>
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
      </Part>
      {journey.length > 0 ? (
        <Part label={t`Delivery journey of ${name}`}>
          <Box component="ol" sx={{ m: 0, ps: 2.5, display: 'grid', gap: 0.5 }}>
            {journey.map((event) => (
              <li key={`${event.event}-${event.at}-${event.file_name ?? ''}`}>
                <Typography variant="body2">
                  <JourneyText event={event} /> · <OrderTime instant={event.at} />
                </Typography>
              </li>
            ))}
          </Box>
        </Part>
      ) : null}
    </>
  );
}

function JourneyText(props: { event: JourneyEvent }) {
  const { t } = useLingui();
  const { event } = props;
  const fileName = event.file_name ?? '';
  const count = event.download_count ?? 1;
  switch (event.event) {
    case 'ordered':
      return <Trans>Ordered</Trans>;
    case 'paid':
      return <Trans>Paid</Trans>;
    case 'available':
      return <Trans>Ready to download</Trans>;
    case 'downloaded':
      return (
        <>
          <Trans>
            First downloaded <bdi>{fileName}</bdi>
          </Trans>{' '}
          ({t({ message: plural(count, { one: '# download in all', other: '# downloads in all' }) })})
        </>
      );
  }
}

function ItemDocuments(props: { orderItemId: number; productName: string }) {
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
    <Part label={t`Documents of ${name}`}>
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
    </Part>
  );
}

/**
 * The answers to the product's form (CRF attributes), where the product has one; editable while the
 * server allows it (the form says `editable`; else why not).
 */
function ItemForm(props: { orderItemId: number; productName: string }) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const form = useQuery(aftercareQueries.crf(api, props.orderItemId));
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEditButton = useRef(false);
  // Back on the button that opened the editor once React has drawn it again (a frame was not
  // always enough on a busy machine: the focus was then lost).
  useEffect(() => {
    if (editing || !focusEditButton.current) return;
    focusEditButton.current = false;
    editButton.current?.focus();
  }, [editing]);
  const name = props.productName;
  if (form.isPending || form.isError || form.data.fields.length === 0) return null;
  const done = (wasSaved: boolean) => {
    focusEditButton.current = true;
    setEditing(false);
    setSaved(wasSaved);
  };
  return (
    <Part label={t`Your details for ${name}`}>
      {saved && !editing ? (
        <Alert severity="success" role="status">
          <Trans>Your details were saved.</Trans>
        </Alert>
      ) : null}
      {!form.data.complete && !editing ? (
        <Typography variant="body2" color="warning.main">
          <Trans>Some required details are not given yet.</Trans>
        </Typography>
      ) : null}
      {editing ? (
        <CrfEditor orderItemId={props.orderItemId} productName={name} form={form.data} onDone={done} />
      ) : (
        <>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
            {form.data.fields.map((field) => (
              <Box
                key={field.field_id}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
              >
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {field.label}
                  {field.required ? ' *' : ''}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  <CrfValue field={field} />
                </Typography>
              </Box>
            ))}
          </Box>
          {form.data.editable ? (
            <Button
              ref={editButton}
              variant="outlined"
              size="small"
              sx={{ justifySelf: 'start' }}
              aria-label={t`Edit your details for ${name}`}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              <Trans>Edit details</Trans>
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              <CrfLockedText locked={form.data.locked} />
            </Typography>
          )}
        </>
      )}
    </Part>
  );
}

/** Why the answers can no longer be changed, in the shopper's words. */
function CrfLockedText(props: { locked: CrfForm['locked'] }) {
  if (props.locked === 'delivered') {
    return <Trans>These details can no longer be changed: the item has been delivered.</Trans>;
  }
  return <Trans>These details can no longer be changed.</Trans>;
}

function CrfValue(props: { field: CrfField }) {
  const { field } = props;
  if (field.value === null || field.value === '') return <Trans>Not given</Trans>;
  if (field.type === 'yes_no') return field.value === 'yes' ? <Trans>Yes</Trans> : <Trans>No</Trans>;
  if (field.type === 'choice') return <bdi>{crfOptionLabel(field, field.value)}</bdi>;
  return <bdi>{field.value}</bdi>;
}
