import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import type { CustomerProfile } from '../../../contracts/ums.ts';
import {
  type FlowError,
  hasInputProblems,
  invalidInput,
  toFlowError,
} from '../../../machines/shared/flowError.ts';
import { nameProblem, normalisedName } from '../../../machines/shared/inputRules.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { useFocusFirstProblem, useInputProblemTexts } from '../../components/inputProblems.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { mediaUrl } from '../../lib/mediaUrl.ts';
import { ContactChange } from './ContactChange.tsx';
import { profileMutations, profileQueries, setProfile } from './queries/profile.ts';
import { PROFILE_IMAGE_ACCEPT, type ProfileImageProblem, profileImageProblem } from './rules/profileImage.ts';

/**
 * /myProfile: the picture, the names, and the e-mail and phone (changed with a code sent to the new
 * one: the contactChange flow, which the storefront runs while this page is open).
 */
export function ProfilePage() {
  const { api } = useAppSystem();
  // The route's loader has read it; its errorComponent is the one below.
  const { data: profile } = useSuspenseQuery(profileQueries.profile(api));
  return (
    <AccountLayout title={<Trans>My profile</Trans>}>
      <ProfileSections profile={profile} />
    </AccountLayout>
  );
}

/** The profile could not be read: why, in the page, and Try again. */
export function ProfileFailed(props: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <AccountLayout title={<Trans>My profile</Trans>}>
      <LoadFailed
        error={props.error}
        fallback={t`Your profile could not be loaded.`}
        onRetry={props.onRetry}
      />
    </AccountLayout>
  );
}

function ProfileSections(props: { profile: CustomerProfile }) {
  return (
    <>
      <Section title={<Trans>Profile picture</Trans>}>
        <PictureSection profile={props.profile} />
      </Section>
      <Section title={<Trans>Name</Trans>}>
        <NamesForm profile={props.profile} />
      </Section>
      <Section title={<Trans>E-mail and phone</Trans>}>
        <ContactChange profile={props.profile} />
      </Section>
    </>
  );
}

export function Section(props: { title: React.ReactNode; children: React.ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6">
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}

export function NamesForm(props: { profile: CustomerProfile }) {
  const { t } = useLingui();
  const { api, session } = useAppSystem();
  const queryClient = useQueryClient();
  const [firstName, setFirstName] = useState(props.profile.first_name);
  const [lastName, setLastName] = useState(props.profile.last_name);
  const [problem, setProblem] = useState<FlowError | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const lastRef = useRef<HTMLInputElement>(null);
  const save = useMutation(
    profileMutations.saveNames(api, queryClient, () => session.send({ type: 'DETAILS_CHANGED' })),
  );
  const error = problem ?? (save.error ? toFlowError(save.error) : null);
  const texts = useInputProblemTexts(error);
  useFocusFirstProblem(error, [
    ['firstName', firstRef],
    ['lastName', lastRef],
  ]);

  function submit(event: FormEvent) {
    event.preventDefault();
    // Checked before sending with the server's own rule; what was typed stays in the form.
    const checks = invalidInput({ firstName: nameProblem(firstName), lastName: nameProblem(lastName) });
    if (hasInputProblems(checks)) {
      setProblem(checks);
      return;
    }
    setProblem(null);
    save.mutate({ first_name: normalisedName(firstName), last_name: normalisedName(lastName) });
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Box role="status" aria-live="polite">
        {save.isSuccess && !problem ? (
          <Alert severity="success">
            <Trans>Your name has been saved.</Trans>
          </Alert>
        ) : null}
      </Box>
      <FlowErrorAlert error={error} fallback={t`Your name could not be saved. Please try again.`} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t`First name`}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          autoComplete="given-name"
          required
          inputRef={firstRef}
          error={texts.firstName !== undefined}
          helperText={texts.firstName}
        />
        <TextField
          label={t`Last name`}
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          autoComplete="family-name"
          required
          inputRef={lastRef}
          error={texts.lastName !== undefined}
          helperText={texts.lastName}
        />
      </Box>
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending}>
          <Trans>Save name</Trans>
        </Button>
      </Box>
    </Box>
  );
}

function PictureSection(props: { profile: CustomerProfile }) {
  const { t } = useLingui();
  const { api, config } = useAppSystem();
  const queryClient = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<ProfileImageProblem | null>(null);
  const upload = useMutation({
    ...profileMutations.uploadImage(api, queryClient),
    onSuccess: (profile) => {
      setProfile(queryClient, profile);
      setChosen(null);
    },
  });
  const remove = useMutation(profileMutations.removeImage(api, queryClient));
  const failure = upload.error ?? remove.error;
  const current = mediaUrl(config.mediaBaseUrl, props.profile.profile_image_url);
  const initials = `${props.profile.first_name.slice(0, 1)}${props.profile.last_name.slice(0, 1)}`;

  // The preview's object URL lives as long as the chosen file.
  useEffect(() => {
    if (!chosen) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(chosen);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    upload.reset();
    remove.reset();
    if (!file) return;
    const why = profileImageProblem(file);
    setProblem(why);
    setChosen(why ? null : file);
  }

  const problemTexts: Record<ProfileImageProblem, string> = {
    type: t`Choose a PNG, JPEG or WebP image.`,
    size: t`Choose an image of at most 1 MB.`,
    empty: t`This file is empty. Choose another image.`,
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box role="status" aria-live="polite">
        {upload.isSuccess ? (
          <Alert severity="success">
            <Trans>Your profile picture has been changed.</Trans>
          </Alert>
        ) : remove.isSuccess ? (
          <Alert severity="success">
            <Trans>Your profile picture has been removed.</Trans>
          </Alert>
        ) : null}
      </Box>
      {problem ? (
        <Alert severity="error" role="alert">
          {problemTexts[problem]}
        </Alert>
      ) : null}
      <FlowErrorAlert
        error={failure ? toFlowError(failure) : null}
        fallback={t`The picture could not be saved. Please try again.`}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {preview ? (
          <Avatar src={preview} alt={t`Preview of the new picture`} sx={{ width: 96, height: 96 }} />
        ) : current ? (
          <Avatar src={current} alt={t`Your profile picture`} sx={{ width: 96, height: 96 }} />
        ) : (
          <Avatar
            sx={{ width: 96, height: 96, fontSize: 32, bgcolor: 'grey.700', color: 'common.white' }}
            aria-hidden
          >
            {initials}
          </Avatar>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <input
            ref={fileRef}
            type="file"
            accept={PROFILE_IMAGE_ACCEPT}
            onChange={choose}
            aria-label={t`Picture file`}
            tabIndex={-1}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          />
          {chosen ? (
            <>
              <Button variant="contained" loading={upload.isPending} onClick={() => upload.mutate(chosen)}>
                <Trans>Save picture</Trans>
              </Button>
              <Button onClick={() => setChosen(null)} disabled={upload.isPending}>
                <Trans>Cancel</Trans>
              </Button>
            </>
          ) : (
            <>
              <Button variant="outlined" onClick={() => fileRef.current?.click()}>
                <Trans>Choose a picture</Trans>
              </Button>
              {current ? (
                <Button color="error" loading={remove.isPending} onClick={() => remove.mutate()}>
                  <Trans>Remove picture</Trans>
                </Button>
              ) : null}
            </>
          )}
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        <Trans>PNG, JPEG or WebP, at most 1 MB.</Trans>
      </Typography>
    </Box>
  );
}
