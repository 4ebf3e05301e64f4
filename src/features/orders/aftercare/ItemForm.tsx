import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CrfField, CrfForm } from '../../../../contracts/crf.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { AftercarePart } from './AftercarePart.tsx';
import { CrfEditor } from './CrfEditor.tsx';
import { crfOptionLabel } from './crfAnswers.ts';
import { aftercareQueries } from './queries.ts';

/**
 * The answers to the product's form (CRF attributes), where the product has one; editable while the
 * server allows it (the form says `editable`; else why not).
 */
export function ItemForm(props: { orderItemId: number; productName: string }) {
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
    <AftercarePart label={t`Your details for ${name}`}>
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
    </AftercarePart>
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
