import { PhotoGrid } from '../../components/gallery/PhotoGrid'
import { NewTabLink } from '../../components/ui/NewTabLink'
import { Island } from '../../components/Island'
import { ClosingBox } from '../../components/ui/ClosingBox'
import { Icon } from '../../islands/ui/Icon'
import { PageHero } from '../../components/ui/PageHero'
import GalleryBrowser from '../../islands/GalleryBrowser'
import type { GalleryData } from './+data'
import '../hotels/hotels.css'
import './gallery.css'
import { ButtonLink } from '../../components/ui/ButtonLink'

export default function Page({ data: { content, photos, categories, email, instagram } }: { data: GalleryData }) {
  const { hero, filters, views, empty, lightbox, shareYours } = content
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} text={hero.text} image={hero.image} />
      <section className="section" aria-labelledby="gallery-photos-heading">
        <div className="container">
          <h2 id="gallery-photos-heading" className="visually-hidden">
            {content.browse}
          </h2>
          <Island
            name="GalleryBrowser"
            component={GalleryBrowser}
            wakeOnQuery={['photo', 'category']}
            props={{ labels: { filters, views, empty, lightbox }, categories }}
          >
            <PhotoGrid photos={photos} labels={content.photo} />
          </Island>
        </div>
      </section>
      <ClosingBox id="gallery-share-heading" heading={shareYours.heading} text={shareYours.text}>
        <a className="button button--gold" href={`mailto:${email}?subject=${encodeURIComponent(shareYours.email.subject)}`}>
          <Icon name="mail" /> {shareYours.email.label}
        </a>
        {instagram && (
          <NewTabLink className="button button--outline-light" href={instagram}>
            <Icon name="instagram" /> {shareYours.instagram}
          </NewTabLink>
        )}
        <ButtonLink link={shareYours.contact} className="button--outline-light" />
      </ClosingBox>
    </>
  )
}
