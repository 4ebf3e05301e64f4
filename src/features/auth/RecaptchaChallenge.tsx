// The store's reCAPTCHA on the sign-in and sign-up forms: nothing when the store has it
// off (or its configuration cannot be read: the server still decides); Google's challenge when the
// server checks with Google; else the local stand-in challenge of development and the journeys (a
// checkbox whose answer the reference server issues). A token is good once: a refused attempt
// (anything but the form's own input check) asks for the challenge again.
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { GOOGLE_RECAPTCHA_SCRIPT } from '../../../contracts/recaptcha.ts';
import type { FlowError } from '../../../machines/shared/flowError.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { recaptchaMutations, recaptchaQueries } from './queries.ts';

export interface Challenge {
  /** What the form shows (nothing when the store has reCAPTCHA off). */
  element: ReactNode;
  /** The token to send; undefined when off or not passed yet. */
  token: string | undefined;
  /** Before sending: true when the form may send; false shows why and moves the focus to the challenge. */
  ready: () => boolean;
}

export function useRecaptchaChallenge(error: FlowError | null): Challenge {
  const { api } = useAppSystem();
  const configuration = useQuery({ ...recaptchaQueries.configuration(api), retry: false });
  const enabled = configuration.data?.enabled === true;
  const [token, setToken] = useState<string | undefined>(undefined);
  const [missing, setMissing] = useState(false);
  const [round, setRound] = useState(0);
  const focusRef = useRef<HTMLInputElement | null>(null);

  // A refused attempt spent the token: a new challenge.
  useEffect(() => {
    if (error && error.kind !== 'invalidInput') {
      setToken(undefined);
      setRound((value) => value + 1);
    }
  }, [error]);

  const passed = (value: string | undefined) => {
    setToken(value);
    if (value) setMissing(false);
  };

  const element = !enabled ? null : configuration.data?.provider === 'google' &&
    configuration.data.site_key ? (
    <GoogleChallenge key={round} siteKey={configuration.data.site_key} onToken={passed} missing={missing} />
  ) : (
    <StandInChallenge key={round} onToken={passed} missing={missing} focusRef={focusRef} />
  );

  return {
    element,
    token: enabled ? token : undefined,
    ready: () => {
      if (!enabled || token) return true;
      setMissing(true);
      focusRef.current?.focus();
      return false;
    },
  };
}

function MissingText(props: { id: string; show: boolean }) {
  if (!props.show) return null;
  return (
    <FormHelperText id={props.id} error>
      <Trans>Complete the check that you are not a robot first.</Trans>
    </FormHelperText>
  );
}

/** Development and tests: a checkbox; ticking it asks this server for a single-use token. */
function StandInChallenge(props: {
  onToken: (token: string | undefined) => void;
  missing: boolean;
  focusRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const helpId = useId();
  const [checked, setChecked] = useState(false);
  const answer = useMutation({
    ...recaptchaMutations.standIn(api),
    onSuccess: (result) => props.onToken(result.token),
    onError: () => {
      setChecked(false);
      props.onToken(undefined);
    },
  });
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            disabled={answer.isPending}
            onChange={(event) => {
              setChecked(event.target.checked);
              if (event.target.checked) answer.mutate();
              else props.onToken(undefined);
            }}
            slotProps={{ input: { ref: props.focusRef, 'aria-describedby': `${helpId}-note ${helpId}` } }}
          />
        }
        label={t`I am not a robot`}
      />
      <FormHelperText id={`${helpId}-note`}>
        <Trans>Test challenge of this server (Google’s reCAPTCHA is used when the server has its key).</Trans>
      </FormHelperText>
      {answer.isError ? (
        <FormHelperText error>
          <Trans>The check could not be made. Please try again.</Trans>
        </FormHelperText>
      ) : null}
      <MissingText id={helpId} show={props.missing} />
    </Box>
  );
}

interface Grecaptcha {
  render: (container: HTMLElement, options: Record<string, unknown>) => number;
  ready: (callback: () => void) => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let googleScript: Promise<Grecaptcha> | null = null;

function loadGoogleScript(): Promise<Grecaptcha> {
  googleScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${GOOGLE_RECAPTCHA_SCRIPT}?render=explicit`;
    script.async = true;
    script.onload = () => window.grecaptcha?.ready(() => window.grecaptcha && resolve(window.grecaptcha));
    script.onerror = () => {
      googleScript = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  return googleScript;
}

/** Google's checkbox challenge (the page's policy allows its script and frame only then). */
function GoogleChallenge(props: {
  siteKey: string;
  onToken: (token: string | undefined) => void;
  missing: boolean;
}) {
  const container = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const onToken = useRef(props.onToken);
  onToken.current = props.onToken;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    loadGoogleScript()
      .then((grecaptcha) => {
        if (cancelled || !container.current) return;
        grecaptcha.render(container.current, {
          sitekey: props.siteKey,
          callback: (token: string) => onToken.current(token),
          'expired-callback': () => onToken.current(undefined),
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [props.siteKey]);
  return (
    <Box>
      <div ref={container} />
      {failed ? (
        <FormHelperText error>
          <Trans>The check could not be made. Please try again.</Trans>
        </FormHelperText>
      ) : null}
      <MissingText id={helpId} show={props.missing} />
    </Box>
  );
}
