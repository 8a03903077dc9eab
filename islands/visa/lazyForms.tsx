// The application forms load when a window first opens, not with the page: they hold the
// validation rules and the upload code, about a third of the visa pages' JavaScript, which a
// visitor who only reads the page never needs.
import { lazy, type ComponentProps } from 'react'
import { LoadingBoundary } from '../ui/LoadingBoundary'

const VisaForm = lazy(() => import('./VisaApplicationForm').then((module) => ({ default: module.VisaApplicationForm })))
const BangladeshForm = lazy(() => import('./BangladeshApplicationForm').then((module) => ({ default: module.BangladeshApplicationForm })))

const LOADING_TEXT = 'Loading the application form…'
const FAILURE_TEXT = 'The application form could not be loaded. Please check your connection and reload the page.'

export function LazyVisaApplicationForm(props: ComponentProps<typeof VisaForm>) {
  return (
    <LoadingBoundary loadingText={LOADING_TEXT} failureText={FAILURE_TEXT}>
      <VisaForm {...props} />
    </LoadingBoundary>
  )
}

export function LazyBangladeshApplicationForm(props: ComponentProps<typeof BangladeshForm>) {
  return (
    <LoadingBoundary loadingText={LOADING_TEXT} failureText={FAILURE_TEXT}>
      <BangladeshForm {...props} />
    </LoadingBoundary>
  )
}
