import { useLingui } from '@lingui/react/macro';
import type { TokenSet } from '../../../contracts/ums.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { toast } from '../../app/toast.ts';

/** Hands a fresh token set to the session (which stores it and returns to the saved page) and greets. */
export function useSignInSuccess(): (tokens: TokenSet) => void {
  const { t } = useLingui();
  const { session } = useAppSystem();
  return (tokens) => {
    session.send({ type: 'LOGIN_SUCCEEDED', tokens });
    const name = session.getSnapshot().context.user?.displayName;
    if (name) void toast(t`Welcome, ${name}`, 'success');
  };
}
