/** The console methods a production build silences (SPEC section 9); errors stay for support. */
export const SILENCED_CONSOLE_METHODS = ['log', 'info', 'debug', 'warn', 'trace'] as const;

/** Replaces the chatty console methods with ones that do nothing. */
export function silenceConsole(target: Pick<Console, (typeof SILENCED_CONSOLE_METHODS)[number]>): void {
  for (const method of SILENCED_CONSOLE_METHODS) target[method] = () => {};
}
