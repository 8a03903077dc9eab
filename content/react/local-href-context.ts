// Where a server-rendered component's own links lead on the page's language (content/server/routes/localise.ts
// on the server): /umrah/x/ becomes /bn/umrah/x/ on a Bengali page when that page exists in
// Bengali. The renderer provides it around the page. Islands get their links as props instead,
// worked out on the server, so the browser needs no list of pages.
import { createContext, useContext } from 'react'

export const LocalHrefContext = createContext<(href: string) => string>((href) => href)

/** The page's link rewriting: `useLocalHref()('/hajj/x/')`. */
export const useLocalHref = (): ((href: string) => string) => useContext(LocalHrefContext)
