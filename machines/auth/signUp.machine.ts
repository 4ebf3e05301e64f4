import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { TokenSet } from '../../contracts/ums.ts';
import { hasInputProblems, type InvalidInput, invalidInput, toFlowError } from '../shared/flowError.ts';
import { nameProblem, newPasswordProblem } from '../shared/inputRules.ts';
import { otpVerificationMachine } from './otpVerification.machine.ts';
import type { OtpVerificationResult } from './otpVerification.types.ts';
import type {
  CreateAccountInput,
  SignUpContext,
  SignUpDetails,
  SignUpEvent,
  SignUpScreen,
} from './signUp.types.ts';

// Sign-up (SPEC section 9: signup type otp): the otpVerification child proves the e-mail or phone
// and yields a signup token; then the customer gives a name and a password and the account is
// created. The machine ends with the new customer's token set; the storefront hands it to the
// session. A failed creation keeps the verified address: only the details are sent again. The
// details are checked first (machines/shared/inputRules.ts, the server's own rules): names present and not
// too long, a password of 8 to 128 characters with a letter and a digit; otherwise nothing is sent
// and the form says what to correct.

/** What is wrong with the details (no fields when nothing). */
export function detailsInput(details: SignUpDetails): InvalidInput {
  return invalidInput({
    firstName: nameProblem(details.firstName),
    lastName: nameProblem(details.lastName),
    newPassword: newPasswordProblem(details.password),
  });
}

function signupTokenOf(context: SignUpContext): string {
  if (!context.signupToken) throw new Error('signUp: the address is not verified');
  return context.signupToken;
}

function tokensOf(context: SignUpContext): TokenSet {
  if (!context.tokens) throw new Error('signUp: no account was created');
  return context.tokens;
}

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    output: {} as TokenSet,
    children: {} as { otp: 'otpVerification'; createAccount: 'createAccount' },
  },
  actors: {
    otpVerification: otpVerificationMachine,
    /** POST /ums/rest/v3/customer-signup; resolves the new customer's token set. */
    createAccount: fromPromise<TokenSet, CreateAccountInput>(async () => {
      throw new Error('createAccount not provided');
    }),
  },
  actions: {
    /** Keeps the token that proves the verified e-mail or phone. */
    rememberSignupToken: assign({
      signupToken: (_, result: OtpVerificationResult) =>
        'signup_token' in result ? result.signup_token : null,
    }),
    clearError: assign({ error: null }),
    /** Nothing is sent; the form keeps what was typed and says what is wrong next to each field. */
    showDetailProblems: assign({ error: (_, details: SignUpDetails) => detailsInput(details) }),
    /** The server's answer, shown on the form. */
    showFailure: assign({ error: (_, failed: { error: unknown }) => toFlowError(failed.error) }),
    rememberTokens: assign({ tokens: (_, tokens: TokenSet) => tokens }),
  },
  guards: {
    hasSignupToken: (_, result: OtpVerificationResult) => 'signup_token' in result,
    areDetailsValid: (_, details: SignUpDetails) => !hasInputProblems(detailsInput(details)),
  },
}).createMachine({
  id: 'signUp',
  context: { signupToken: null, tokens: null, error: null },
  output: ({ context }) => tokensOf(context),
  initial: 'verifying',
  states: {
    verifying: {
      invoke: {
        id: 'otp',
        // The code child in the app's system (sign-in and sign-up never run together).
        systemId: 'otpVerification',
        src: 'otpVerification',
        input: { purpose: 'signup' },
        onDone: {
          guard: { type: 'hasSignupToken', params: ({ event }) => event.output },
          target: 'details',
          actions: { type: 'rememberSignupToken', params: ({ event }) => event.output },
        },
      },
    },
    details: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT: [
              {
                guard: { type: 'areDetailsValid', params: ({ event }) => event.details },
                target: 'creating',
                actions: 'clearError',
              },
              { actions: { type: 'showDetailProblems', params: ({ event }) => event.details } },
            ],
          },
        },
        creating: {
          invoke: {
            id: 'createAccount',
            src: 'createAccount',
            // The password goes straight from the event to the request: it is never kept.
            input: ({ context, event }) => {
              assertEvent(event, 'SUBMIT');
              return { signupToken: signupTokenOf(context), details: event.details };
            },
            onDone: {
              target: '#signUp.signedUp',
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
    signedUp: { type: 'final' },
  },
});

export type SignUpSnapshot = ReturnType<typeof signUpMachine.transition>;

export function selectSignUpScreen(snapshot: SignUpSnapshot): SignUpScreen {
  if (snapshot.matches('verifying')) return 'verifying';
  if (snapshot.matches({ details: 'editing' })) return 'details';
  if (snapshot.matches({ details: 'creating' })) return 'creating';
  return 'signedUp';
}
