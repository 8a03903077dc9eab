// A new departure is made by duplicating one (with its detail page, hotels and itinerary): the
// copy comes at the end of the list, open, with its id and dates left empty for the new ones
// (admin/list-states.tsx places this above each list of departures).
import { useId, useState } from 'react'
import editorWords from 'virtual:editor/words'
import { SUMMARY_KEY, type ImmutableLike } from './list-states'

/** What a copy must not keep: what makes it another departure (the check asks for each). */
const NEW_EACH_TIME = ['id', 'departure', 'return', 'earlyBirdUntil', 'brochureFile']

export function copyOf(item: ImmutableLike): ImmutableLike {
  let copy = item.delete(SUMMARY_KEY)
  for (const key of NEW_EACH_TIME) if (copy.get(key) !== undefined) copy = key === 'earlyBirdUntil' ? copy.delete(key) : copy.set(key, '')
  return copy.get('soldOut') === true ? copy.set('soldOut', false) : copy
}

export function Duplicate({ labels, onDuplicate }: { labels: string[]; onDuplicate(index: number): void }) {
  const [chosen, setChosen] = useState(0)
  const id = useId()
  const words = editorWords.lists
  return (
    <div className="editor-duplicate">
      <label htmlFor={id}>{words.copyLabel}</label>
      <select id={id} value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
        {labels.map((label, index) => (
          <option key={index} value={index}>
            {label}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => onDuplicate(chosen)}>
        {words.copyButton}
      </button>
      <span>{words.copyNote}</span>
    </div>
  )
}
