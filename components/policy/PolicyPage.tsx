import type { ReactNode } from 'react'
import type { PolicyPageData } from '../../content/server/markdown/policy-page'
import { PolicyContents } from './PolicyContents'
import './policy.css'

/** A policy from data/policies/: heading, last updated, contents, then the Markdown text; `children` after the intro. */
export function PolicyPage({ data, children }: { data: PolicyPageData; children?: ReactNode }) {
  const { policy, labels, lastUpdated } = data
  return (
    <article className="policy">
      <header className="policy__header">
        <div className="container">
          <h1 className="policy__title">{policy.frontMatter.title}</h1>
          <p className="policy__intro">{policy.frontMatter.intro}</p>
          <p className="policy__updated">
            {labels.lastUpdatedLabel} <time dateTime={lastUpdated.iso}>{lastUpdated.shown}</time>
          </p>
        </div>
      </header>
      <div className="container policy__layout">
        <div className="policy__aside">
          <PolicyContents heading={labels.contentsHeading} contents={policy.contents} />
        </div>
        <div className="policy__main">
          {children}
          <div className="policy__text" dangerouslySetInnerHTML={{ __html: policy.html }} />
        </div>
      </div>
    </article>
  )
}
