/**
 * A start-up failure already described for the operator (what, which variable, why), printed as
 * one line instead of a stack. Its message never holds a URL's credentials.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ETIMEDOUT: 'timed out',
  EHOSTUNREACH: 'host unreachable',
  ECONNRESET: 'connection reset',
  EADDRINUSE: 'address in use',
  EADDRNOTAVAIL: 'address not available',
  EACCES: 'permission denied',
};

/** Why a network step failed, in words, when the error is one of the network failures named above. */
export function networkFailureReason(error: unknown): string | undefined {
  const codes = [error, ...((error as { errors?: unknown[] })?.errors ?? [])].map(
    (candidate) => (candidate as { code?: unknown } | null)?.code,
  );
  const text = String((error as Error | null)?.message ?? '');
  for (const [code, reason] of Object.entries(REASONS)) if (codes.includes(code) || text.includes(code)) return reason;
  return undefined;
}
