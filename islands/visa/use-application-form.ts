import type { ZodType } from 'zod'
import { useCloseAfterSuccess } from '../forms/use-close-after-success'
import { useEnquiryForm } from '../forms/use-enquiry-form'
import { useFileUploads } from '../forms/use-file-uploads'

/**
 * An application with documents: the enquiry form's state machine, plus the chosen files (checked
 * with the typed fields, read just before sending, kept on failure, cleared on success) and the
 * window closing 3 s after success.
 */
export function useApplicationForm<V extends Record<string, unknown>>(options: {
  endpoint: string
  initialValues: V
  /** The typed fields' schema from forms/ (the files are checked by useFileUploads). */
  schema: ZodType
  failureText: string
  extra: Record<string, unknown>
  onClose: () => void
}) {
  const uploads = useFileUploads()
  const closeLater = useCloseAfterSuccess(options.onClose)
  const form = useEnquiryForm({
    ...options,
    checkExtra: uploads.check,
    prepareBody: uploads.read,
    onSuccess: () => {
      uploads.reset()
      closeLater()
    },
  })
  return { ...form, uploads }
}
