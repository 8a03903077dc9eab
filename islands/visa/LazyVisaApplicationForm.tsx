// The Saudi and Schengen application form loads when a window first opens, not with the page:
// it holds the validation rules and the upload code, about a third of the visa pages'
// JavaScript, which a visitor who only reads the page never needs.
import { lazy, type ComponentProps } from 'react'
import { FormLoadingBoundary } from './FormLoadingBoundary'

const VisaForm = lazy(() => import('./VisaApplicationForm').then((module) => ({ default: module.VisaApplicationForm })))

export function LazyVisaApplicationForm(props: ComponentProps<typeof VisaForm>) {
  return (
    <FormLoadingBoundary>
      <VisaForm {...props} />
    </FormLoadingBoundary>
  )
}
