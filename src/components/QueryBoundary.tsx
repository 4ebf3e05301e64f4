import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode, Suspense } from 'react';

/** What a failed part shows: the error, and the retry that reads it again. */
export interface QueryFailure {
  error: unknown;
  retry: () => void;
}

/**
 * One part of a page that reads its own data with `useSuspenseQuery`: `pending` while it loads
 * (the part's own skeleton, so nothing moves when it arrives), `failed` when the read fails, in
 * the same place, with a retry that reads it again. The rest of the page stays as it is. Parts
 * that have their data already cached render at once, without the skeleton.
 *
 * `resetKey`: a new value (another filter, another page) forgets a failure, so the new read runs.
 */
export function QueryBoundary(props: {
  pending: ReactNode;
  failed: (failure: QueryFailure) => ReactNode;
  resetKey?: unknown;
  children: ReactNode;
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <FailureBoundary onReset={reset} failed={props.failed} resetKey={props.resetKey}>
          <Suspense fallback={props.pending}>{props.children}</Suspense>
        </FailureBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

interface FailureBoundaryProps {
  onReset: () => void;
  failed: (failure: QueryFailure) => ReactNode;
  resetKey: unknown;
  children: ReactNode;
}

// React catches render errors only in a class component.
class FailureBoundary extends Component<FailureBoundaryProps, { failure: { error: unknown } | null }> {
  override state: { failure: { error: unknown } | null } = { failure: null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  override componentDidUpdate(previous: FailureBoundaryProps) {
    if (this.state.failure && !Object.is(previous.resetKey, this.props.resetKey)) this.retry();
  }

  retry = () => {
    // The failed queries may fetch again when their part renders again (not only throw the error).
    this.props.onReset();
    this.setState({ failure: null });
  };

  override render() {
    const { failure } = this.state;
    return failure ? this.props.failed({ error: failure.error, retry: this.retry }) : this.props.children;
  }
}
