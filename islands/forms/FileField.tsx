import { MAX_ADDITIONAL_DOCS, UPLOAD_FIELDS, acceptAttribute, uploadWordsIn, type UploadField, type UploadWords } from '../../forms/_shared/uploads'
import { ChosenFileList } from './ChosenFileList'
import { Field } from './Field'
import { useLocale, useWords } from '../../content/react/use-words'
import type { Translate } from '../../content/browser/words/words'

/** What a field accepts, said next to it: 'PDF, JPG or PNG, up to 5 files'. */
function acceptedText(field: UploadField, t: Translate, { kindsText }: UploadWords): string {
  return UPLOAD_FIELDS[field].multiple
    ? t('forms.upToFiles', { kinds: kindsText(field), count: MAX_ADDITIONAL_DOCS })
    : t('forms.fileKinds', { kinds: kindsText(field) })
}

/**
 * A labelled file input and the files chosen with it (name, size, Remove). The input is emptied
 * after each choice: the list below is what will be sent, and choosing again adds (additional
 * documents) or replaces (single files).
 */
export function FileField({
  field,
  required = false,
  files,
  error,
  hint,
  describedBy,
  onChoose,
  onRemove,
}: {
  field: UploadField
  required?: boolean
  files: readonly File[]
  error?: string
  /** Instead of the accepted kinds, a hint that names them itself (the photograph's). */
  hint?: string
  /** Ids of texts about all the files (the size limit, the total's error). */
  describedBy?: string
  onChoose: (files: File[]) => void
  onRemove: (index: number) => void
}) {
  const t = useWords()
  const words = uploadWordsIn(useLocale())
  const { multiple } = UPLOAD_FIELDS[field]
  const label = words.labels[field]
  return (
    <div className="file-field field--wide">
      <Field label={label} required={required} error={error} hint={hint ?? acceptedText(field, t, words)}>
        {(p) => (
          <input
            {...p}
            aria-describedby={[p['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined}
            required={required && files.length === 0}
            name={field}
            type="file"
            accept={acceptAttribute(field)}
            multiple={multiple}
            onChange={(event) => {
              onChoose(Array.from(event.target.files ?? []))
              event.target.value = ''
            }}
          />
        )}
      </Field>
      <ChosenFileList label={label} files={files} onRemove={onRemove} />
    </div>
  )
}
