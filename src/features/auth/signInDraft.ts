import { useEffect, useState } from 'react';
import { isSignedIn } from '../../../machines/auth/session.machine.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';

// The e-mail or phone a shopper types on the sign-in form, held outside the form: a form drawn again
// (its page flow started afresh, the page mounted again, or the shopper back from "Forgot your
// password?") starts from what was typed, never from an empty field. It lives in this tab's memory
// only, for as long as the page does (never in storage), and is forgotten once a customer signs in.
// The password is never kept: it stays in the form alone.

let draft = '';

/** What was typed as the e-mail or phone; '' when nothing was. */
export function readSignInDraft(): string {
  return draft;
}

export function writeSignInDraft(value: string): void {
  draft = value;
}

export function clearSignInDraft(): void {
  draft = '';
}

/**
 * The sign-in form's e-mail or phone, kept in the draft as it is typed and read from it when the
 * form is drawn; the draft is forgotten as soon as the session signs a customer in.
 */
export function useSignInDraft(): [string, (value: string) => void] {
  const { session } = useAppSystem();
  const [value, setValue] = useState(readSignInDraft);
  useEffect(() => {
    const forgetOnSignIn = (snapshot: ReturnType<typeof session.getSnapshot>) => {
      if (isSignedIn(snapshot)) clearSignInDraft();
    };
    forgetOnSignIn(session.getSnapshot());
    const subscription = session.subscribe(forgetOnSignIn);
    return () => subscription.unsubscribe();
  }, [session]);
  const change = (next: string) => {
    writeSignInDraft(next);
    setValue(next);
  };
  return [value, change];
}
