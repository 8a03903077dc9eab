// Dates, numbers and prices as the page's locale (content/react/locale-context.ts) writes them, in a component.
import { useContext } from 'react'
import { formatFor, type Format } from '../browser/format'
import { LocaleContext } from './locale-context'

export const useFormat = (): Format => formatFor(useContext(LocaleContext))
