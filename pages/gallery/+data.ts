// https://vike.dev/data
import { categoryCounts, showPhotos } from '../../components/gallery/photos'
import { loadCatalogue } from '../../content/server/data/load'
import { leadsSomewhere } from '../../content/browser/sample-values'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const content = loadCatalogue('gallery', locale)
  const site = loadCatalogue('site', locale)
  const instagram = site.social.find((profile) => profile.network === 'Instagram' && leadsSomewhere(profile.url))?.url
  return { content, photos: showPhotos(content, locale), categories: categoryCounts(content), email: site.emails.main, instagram }
}

export type GalleryData = ReturnType<typeof data>
