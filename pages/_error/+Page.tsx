import type { NotFoundData } from './+data'
import { NotFound } from '../../components/NotFound'

/** The helpful 404 page (prerendered to 404.html, served with status 404). */
export default function Page({ data: { notFound } }: { data: NotFoundData }) {
  return <NotFound heading={notFound.heading} text={notFound.text} links={notFound.links} />
}
