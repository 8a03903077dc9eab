import { Component, Suspense, type ReactNode } from 'react'

class LoadFailure extends Component<{ failureText: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <p className="form-message form-message--error" role="alert">
        {this.props.failureText}
      </p>
    )
  }
}

/**
 * Shows `loadingText` while a lazily loaded part (React.lazy) arrives, and `failureText` instead
 * of a broken window when it cannot be fetched (offline, a deploy replaced the files).
 */
export function LoadingBoundary({ loadingText, failureText, children }: { loadingText: string; failureText: string; children: ReactNode }) {
  return (
    <LoadFailure failureText={failureText}>
      <Suspense
        fallback={
          <p className="loading-boundary" role="status">
            {loadingText}
          </p>
        }
      >
        {children}
      </Suspense>
    </LoadFailure>
  )
}
