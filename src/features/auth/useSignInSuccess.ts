import type { TokenSet } from '../../api/ums.types.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';

/** Hands a fresh token set to the session, which stores it and returns to the saved page. */
export function useSignInSuccess(): (tokens: TokenSet) => void {
  const { session } = useAppSystem();
  return (tokens) => session.send({ type: 'LOGIN_SUCCEEDED', tokens });
}
