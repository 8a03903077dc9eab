import { uploadWordsIn } from '../../forms/_shared/uploads'
import { useLocale, useWords } from '../../content/react/use-words'

/** The files chosen for one field, each with its size and a Remove button; changes are announced. */
export function ChosenFileList({ label, files, onRemove }: { label: string; files: readonly File[]; onRemove: (index: number) => void }) {
  const t = useWords()
  const { formatBytes } = uploadWordsIn(useLocale())
  return (
    <ul className="file-list" aria-live="polite" aria-label={t('forms.chosenFiles', { field: label })}>
      {files.map((file, index) => (
        <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} className="file-list__item">
          <span className="file-list__name">{file.name}</span>
          <span className="file-list__size">{formatBytes(file.size)}</span>
          <button type="button" className="file-list__remove" onClick={() => onRemove(index)} aria-label={t('forms.removeFile', { name: file.name })}>
            {t('remove')}
          </button>
        </li>
      ))}
    </ul>
  )
}
