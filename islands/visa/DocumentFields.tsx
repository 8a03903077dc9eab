import { useId } from 'react'
import { MAX_FILES_TOTAL_BYTES, uploadWordsIn, type UploadField } from '../../forms/_shared/uploads'
import { visaTexts } from '../../forms/visa-application'
import { FileField } from '../forms/FileField'
import type { FileUploads } from '../forms/use-file-uploads'
import { useLocale, useWords } from '../../content/react/use-words'

/**
 * The passport copy, photograph and additional documents, with the limit on all files together
 * stated before choosing and the running total after; over the limit nothing can be sent.
 */
export function DocumentFields({ uploads }: { uploads: FileUploads }) {
  const t = useWords()
  const locale = useLocale()
  const { limitText, formatBytes } = uploadWordsIn(locale)
  const id = useId()
  const limitId = `${id}-limit`
  const totalErrorId = `${id}-total-error`
  const describedBy = uploads.totalProblem ? `${limitId} ${totalErrorId}` : limitId
  const fileField = (field: UploadField, required: boolean, hint?: string) => (
    <FileField
      field={field}
      required={required}
      hint={hint}
      files={uploads.files[field]}
      error={uploads.errors[field]}
      describedBy={describedBy}
      onChoose={(files) => uploads.choose(field, files)}
      onRemove={(index) => uploads.remove(field, index)}
    />
  )
  return (
    <>
      <p className="visa-uploads__limit field--wide" id={limitId}>
        {limitText}
      </p>
      {fileField('passportCopy', true)}
      {fileField('photograph', true, visaTexts(locale).hints.photograph)}
      {fileField('additionalDocs', false)}
      <div className="visa-uploads__total field--wide" aria-live="polite">
        <p className={uploads.totalProblem ? 'visa-uploads__sum visa-uploads__sum--over' : 'visa-uploads__sum'}>
          {t('forms.filesChosen', { size: formatBytes(uploads.total), max: formatBytes(MAX_FILES_TOTAL_BYTES) })}
        </p>
        {uploads.totalProblem && (
          <p className="field__error" id={totalErrorId}>
            {uploads.totalProblem}
          </p>
        )}
      </div>
    </>
  )
}
