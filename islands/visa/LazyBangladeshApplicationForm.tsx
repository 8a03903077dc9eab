// The Bangladesh application form loads when its window first opens, not with the page (see
// LazyVisaApplicationForm.tsx).
import { lazy, type ComponentProps } from 'react'
import { FormLoadingBoundary } from './FormLoadingBoundary'

const BangladeshForm = lazy(() => import('./BangladeshApplicationForm').then((module) => ({ default: module.BangladeshApplicationForm })))

export function LazyBangladeshApplicationForm(props: ComponentProps<typeof BangladeshForm>) {
  return (
    <FormLoadingBoundary>
      <BangladeshForm {...props} />
    </FormLoadingBoundary>
  )
}
