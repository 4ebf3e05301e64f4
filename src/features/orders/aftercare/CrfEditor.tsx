import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { CrfField, CrfForm } from '../../../../contracts/crf.ts';
import { toFlowError } from '../../../../machines/shared/flowError.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { FlowErrorAlert } from '../../../components/FlowErrorAlert.tsx';
import { type CrfProblem, changedCrfAnswers, crfDrafts, crfOptionLabel, crfProblems } from './crfAnswers.ts';
import { aftercareMutations, aftercareQueries } from './queries.ts';

/** A field's problem in the shopper's words. */
function useProblemText(): (field: CrfField, problem: CrfProblem) => string {
  const { t, i18n } = useLingui();
  return (field, problem) => {
    const label = field.label;
    switch (problem.kind) {
      case 'required':
        return t`Enter ${label}: it is required.`;
      case 'tooLong': {
        const max = problem.max;
        return t`${label} can have at most ${max} characters.`;
      }
      case 'notNumber':
        return t`Enter ${label} as a number, such as 12 or 12.5.`;
      case 'outOfRange': {
        const min = problem.min === null ? null : i18n.number(problem.min);
        const max = problem.max === null ? null : i18n.number(problem.max);
        if (min !== null && max !== null) return t`${label} must be from ${min} to ${max}.`;
        if (min !== null) return t`${label} must be at least ${min}.`;
        return t`${label} must be at most ${max}.`;
      }
      case 'notDate':
        return t`Enter ${label} as a date between 1900 and 2100.`;
      case 'notChoice':
        return t`Choose one of the options for ${label}.`;
    }
  };
}

/**
 * Editing the answers to an item's form, field by field in the control its type needs; checked
 * before sending with the server's rules. The drafts stay as typed when the save fails; saved, the
 * form is shown read-only again with what the server kept.
 */
export function CrfEditor(props: {
  orderItemId: number;
  productName: string;
  form: CrfForm;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const queryClient = useQueryClient();
  const problemText = useProblemText();
  const { form } = props;
  const [drafts, setDrafts] = useState(() => crfDrafts(form.fields));
  const [checked, setChecked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useMutation({
    ...aftercareMutations.saveCrf(api, props.orderItemId),
    onSuccess: (saved) => {
      queryClient.setQueryData(aftercareQueries.crf(api, props.orderItemId).queryKey, saved);
      props.onDone(true);
    },
  });
  const problems = checked ? crfProblems(form.fields, drafts) : {};
  const name = props.productName;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = crfProblems(form.fields, drafts);
    const first = form.fields.find((field) => found[field.field_id]);
    if (first) {
      // The first field to fix takes the focus (its message is its description).
      formRef.current?.querySelector<HTMLElement>(`[data-field-id="${first.field_id}"]`)?.focus();
      return;
    }
    const answers = changedCrfAnswers(form.fields, drafts);
    if (answers.length === 0) {
      props.onDone(false);
      return;
    }
    save.mutate({ answers });
  };

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={t`Edit your details for ${name}`}
      sx={{ display: 'grid', gap: 2 }}
    >
      {form.fields.map((field) => (
        <CrfInput
          key={field.field_id}
          field={field}
          value={drafts[field.field_id] ?? ''}
          problem={
            problems[field.field_id] ? problemText(field, problems[field.field_id] as CrfProblem) : null
          }
          disabled={save.isPending}
          onChange={(value) => setDrafts((before) => ({ ...before, [field.field_id]: value }))}
        />
      ))}
      <FlowErrorAlert
        error={save.error ? toFlowError(save.error) : null}
        fallback={t`Your details could not be saved. What you entered is kept: try again.`}
      />
      {save.error && toFlowError(save.error).kind === 'invalidInput' ? (
        <Alert severity="error" role="alert">
          <Trans>Your details could not be saved. What you entered is kept: try again.</Trans>
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          <Trans>Save details</Trans>
        </Button>
        <Button type="button" variant="text" disabled={save.isPending} onClick={() => props.onDone(false)}>
          <Trans>Cancel editing</Trans>
        </Button>
      </Box>
    </Box>
  );
}

function CrfInput(props: {
  field: CrfField;
  value: string;
  problem: string | null;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const { field, value, problem } = props;
  const helpId = useId();
  const help = problem ?? (field.help_text || null);
  const common = {
    label: field.label,
    value,
    required: field.required,
    disabled: props.disabled,
    error: problem !== null,
    helperText: help,
    fullWidth: true,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(event.target.value),
  };
  switch (field.type) {
    case 'text':
    case 'long_text':
      return (
        <TextField
          {...common}
          multiline={field.type === 'long_text'}
          minRows={field.type === 'long_text' ? 3 : undefined}
          slotProps={{ htmlInput: { 'data-field-id': field.field_id, maxLength: field.max_length } }}
        />
      );
    case 'number':
      return (
        <TextField
          {...common}
          slotProps={{ htmlInput: { 'data-field-id': field.field_id, inputMode: 'decimal' } }}
        />
      );
    case 'date':
      return (
        <TextField
          {...common}
          type="date"
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'data-field-id': field.field_id, min: '1900-01-01', max: '2100-12-31' },
          }}
        />
      );
    case 'choice':
      return (
        <TextField
          {...common}
          select
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-field-id': field.field_id },
          }}
        >
          <option value="">{field.required ? t`Choose…` : t`Not given`}</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {crfOptionLabel(field, option)}
            </option>
          ))}
        </TextField>
      );
    case 'yes_no':
      return (
        <FormControl error={problem !== null} disabled={props.disabled} required={field.required}>
          <FormLabel id={`${helpId}-label`}>{field.label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${helpId}-label`}
            aria-describedby={help ? helpId : undefined}
            value={value}
            onChange={(event) => props.onChange(event.target.value)}
          >
            <FormControlLabel
              value="yes"
              control={<Radio slotProps={{ input: { 'data-field-id': field.field_id } as object }} />}
              label={t`Yes`}
            />
            <FormControlLabel value="no" control={<Radio />} label={t`No`} />
            {!field.required ? <FormControlLabel value="" control={<Radio />} label={t`Not given`} /> : null}
          </RadioGroup>
          {help ? <FormHelperText id={helpId}>{help}</FormHelperText> : null}
        </FormControl>
      );
  }
}
