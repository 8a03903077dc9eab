import type { ReactNode } from 'react'
import { LoadingBoundary } from '../ui/LoadingBoundary'

/** What an application window shows while its form arrives, or when it cannot be fetched. */
export function FormLoadingBoundary({ children }: { children: ReactNode }) {
  return (
    <LoadingBoundary
      loadingText="Loading the application form…"
      failureText="The application form could not be loaded. Please check your connection and reload the page."
    >
      {children}
    </LoadingBoundary>
  )
}
