// Dates, numbers and prices as the page's locale (content/locale-context.ts) writes them, in a component.
import { useContext } from 'react'
import { formatFor, type Format } from './format'
import { LocaleContext } from './locale-context'

export const useFormat = (): Format => formatFor(useContext(LocaleContext))
