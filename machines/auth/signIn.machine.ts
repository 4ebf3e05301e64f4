import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { TokenSet } from '../../contracts/ums.ts';
import { hasInputProblems, type InvalidInput, invalidInput, toFlowError } from '../shared/flowError.ts';
import { passwordProblem, usernameProblem } from '../shared/inputRules.ts';
import { isTokenSetResult, otpVerificationMachine } from './otpVerification.machine.ts';
import type { OtpVerificationResult } from './otpVerification.types.ts';
import type { PasswordCredentials, SignInContext, SignInEvent, SignInScreen } from './signIn.types.ts';

// Sign-in (SPEC section 2, /signin): with a password, or with a one-time code through the
// otpVerification child. The machine ends with the token set; the storefront hands it to the
// session, which stores it and returns to the saved page. The password form is checked before it
// is sent (machines/shared/inputRules.ts): an e-mail address or a phone number, and a password (only that
// one is typed: its strength is the sign-up's business, not the sign-in's).

/** What is wrong with the credentials (no fields when nothing). */
export function credentialsInput(credentials: PasswordCredentials): InvalidInput {
  return invalidInput({
    username: usernameProblem(credentials.username),
    password: passwordProblem(credentials.password),
  });
}

function tokensOf(context: SignInContext): TokenSet {
  if (!context.tokens) throw new Error('signIn: not signed in');
  return context.tokens;
}

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    output: {} as TokenSet,
    children: {} as { otp: 'otpVerification'; logIn: 'logIn' },
  },
  actors: {
    /** POST /ums/rest/v3/login; rejects with the server's answer. */
    logIn: fromPromise<TokenSet, PasswordCredentials>(async () => {
      throw new Error('logIn not provided');
    }),
    otpVerification: otpVerificationMachine,
  },
  actions: {
    clearError: assign({ error: null }),
    /** Nothing is sent; the form keeps what was typed and says what is wrong next to each field. */
    showCredentialProblems: assign({
      error: (_, credentials: PasswordCredentials) => credentialsInput(credentials),
    }),
    /** The server's answer, shown on the form. */
    showFailure: assign({ error: (_, failed: { error: unknown }) => toFlowError(failed.error) }),
    rememberTokens: assign({ tokens: (_, tokens: TokenSet) => tokens }),
  },
  guards: {
    isTokenSet: (_, result: OtpVerificationResult) => isTokenSetResult(result),
    areCredentialsValid: (_, credentials: PasswordCredentials) =>
      !hasInputProblems(credentialsInput(credentials)),
  },
}).createMachine({
  id: 'signIn',
  context: { tokens: null, error: null },
  output: ({ context }) => tokensOf(context),
  initial: 'password',
  states: {
    password: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_PASSWORD: [
              {
                guard: { type: 'areCredentialsValid', params: ({ event }) => event.credentials },
                target: 'signingIn',
                actions: 'clearError',
              },
              { actions: { type: 'showCredentialProblems', params: ({ event }) => event.credentials } },
            ],
            USE_CODE: { target: '#signIn.code', actions: 'clearError' },
          },
        },
        signingIn: {
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ event }) => {
              assertEvent(event, 'SUBMIT_PASSWORD');
              // The rest (a reCAPTCHA token) goes as it came.
              return { ...event.credentials, username: event.credentials.username.trim() };
            },
            onDone: {
              target: '#signIn.signedIn',
              actions: { type: 'rememberTokens', params: ({ event }) => event.output },
            },
            onError: {
              target: 'editing',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    // Leaving this state stops the child: coming back starts a fresh code flow, as a new tab would.
    code: {
      invoke: {
        id: 'otp',
        // The code child in the app's system (sign-in and sign-up never run together).
        systemId: 'otpVerification',
        src: 'otpVerification',
        input: { purpose: 'login' },
        onDone: {
          guard: { type: 'isTokenSet', params: ({ event }) => event.output },
          target: 'signedIn',
          actions: { type: 'rememberTokens', params: ({ event }) => event.output as TokenSet },
        },
      },
      on: { USE_PASSWORD: { target: 'password' } },
    },
    signedIn: { type: 'final' },
  },
});

export type SignInSnapshot = ReturnType<typeof signInMachine.transition>;

export function selectSignInScreen(snapshot: SignInSnapshot): SignInScreen {
  if (snapshot.matches({ password: 'editing' })) return 'password';
  if (snapshot.matches({ password: 'signingIn' })) return 'signingIn';
  if (snapshot.matches('code')) return 'code';
  return 'signedIn';
}
