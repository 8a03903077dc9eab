// https://vike.dev/data
import { categoryCounts, showPhotos } from '../../components/gallery/photos'
import { loadCatalogue } from '../../content/load'
import { leadsSomewhere } from '../../content/sample-values'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  const content = loadCatalogue('gallery')
  const site = loadCatalogue('site')
  const instagram = site.social.find((profile) => profile.network === 'Instagram' && leadsSomewhere(profile.url))?.url
  return { content, photos: showPhotos(content, pageContext.locale), categories: categoryCounts(content), email: site.emails.main, instagram }
}

export type GalleryData = ReturnType<typeof data>
