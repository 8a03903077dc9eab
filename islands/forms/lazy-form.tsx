import { lazy, type ComponentType } from 'react'
import { sharedTexts } from '../../forms/_shared/messages'
import { useLocale } from '../../content/react/use-words'
import { LoadingBoundary } from '../ui/LoadingBoundary'

/**
 * A form that loads when its window first opens, not with the page: forms hold the validation
 * rules (and the visa forms the upload code), a large part of a page's JavaScript that a visitor
 * who only reads the page never needs. Call it in the island's own module, so that module's
 * chunk is the only one that knows where the form is.
 */
export function lazyForm<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Form = lazy(() => load().then((component) => ({ default: component })))
  return function LazyForm(props: Props) {
    const { formLoading, formLoadFailed } = sharedTexts(useLocale()).messages
    return (
      <LoadingBoundary loadingText={formLoading} failureText={formLoadFailed}>
        <Form {...props} />
      </LoadingBoundary>
    )
  }
}
