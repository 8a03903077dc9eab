/**
 * Server-rendered children of an island, kept as HTML: the island places them, React adopts the
 * DOM as it is and never renders their content again (so content such as tab panels is not sent
 * as props). `display: contents` keeps the wrapper out of the layout.
 */
export function ServerHtml({ html }: { html: string }) {
  return <div data-island-children="" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
}
