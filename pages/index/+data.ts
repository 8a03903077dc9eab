// https://vike.dev/data
import { captchaConfig } from '../../components/captchaConfig'
import { loadCatalogue } from '../../scripts/content/load'

export function data() {
  const home = loadCatalogue('home')
  const { packages: umrah } = loadCatalogue('umrah')
  const { packages: hajj } = loadCatalogue('hajj')
  const { testimonials } = loadCatalogue('testimonials')
  const { routes } = loadCatalogue('routes')
  const byId = <T extends { id: string }>(items: T[], ids: string[]) =>
    ids.map((id) => items.find((item) => item.id === id)).filter((item): item is T => item !== undefined)
  return {
    home,
    site: loadCatalogue('site'),
    heading: routes.find((r) => r.path === '/')?.title ?? loadCatalogue('site').tagline,
    umrah,
    hajj: byId(hajj, home.hajj.featured),
    testimonials: byId(testimonials, home.testimonials.ids),
    captcha: captchaConfig(),
  }
}

export type HomeData = ReturnType<typeof data>
