import { Island } from '../../../components/Island'
import { Icon } from '../../../islands/ui/Icon'
import UmrahPromoVideo from '../../../islands/UmrahPromoVideo'
import type { UmrahDetailData } from './+data'
import { UmrahPackageDetail } from './UmrahPackageDetail'
import './umrah-detail.css'
import { pageHref } from '../../../content/server/routes/href'
import { responsiveImage } from '../../../components/ui/responsive-image'

export default function Page({ data }: { data: UmrahDetailData }) {
  const { pkg, text } = data
  const { promoVideo } = text
  return (
    <>
      <UmrahPackageDetail {...data} />
      <section className="section section--tint umrah-promo" aria-labelledby="umrah-promo-heading">
        <div className="container split umrah-promo__grid">
          <div>
            <p className="eyebrow">{promoVideo.eyebrow}</p>
            <h2 id="umrah-promo-heading">{promoVideo.heading}</h2>
            <p>{promoVideo.text}</p>
            {promoVideo.link.href !== pageHref(`/umrah/${pkg.id}`) && (
              <a className="text-link" href={promoVideo.link.href}>
                {promoVideo.link.label} <Icon name="arrowRight" size={16} />
              </a>
            )}
          </div>
          <Island
            name="UmrahPromoVideo"
            component={UmrahPromoVideo}
            props={{
              youtubeId: promoVideo.youtubeId,
              title: promoVideo.title,
              poster: responsiveImage(promoVideo.poster, { width: 1600, height: 900 }),
              duration: promoVideo.duration,
            }}
          />
        </div>
      </section>
    </>
  )
}
