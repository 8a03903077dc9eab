import type { PackageNotFoundData } from './+data'
import { NotFound } from '../../components/NotFound'

/** 'Package Not Found' with Return to Home, for Umrah and Hajj package addresses that do not exist. */
export default function Page({ data: { content } }: { data: PackageNotFoundData }) {
  return <NotFound heading={content.heading} text={content.text} primaryLink={content.homeLink} links={content.links} />
}
