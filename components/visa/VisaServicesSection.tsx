import type { ReactNode } from 'react'
import type { CaptchaConfig } from '../../islands/forms/Captcha'
import VisaServices from '../../islands/VisaServices'
import type { VisaApplication } from '../../islands/visa/applications'
import { Island } from '../Island'
import { Section } from '../ui/Section'
import { Tabs } from '../ui/Tabs'

interface VisaService {
  /** The tab's id and the key its Apply Now button sends. */
  id: string
  tab: string
  /** What the application window opens with for this service. */
  application: VisaApplication
  panel: ReactNode
}

/**
 * The services of a visa page (/visa, /schengen-visa, /bangladesh-visa): one tab each,
 * server-rendered, inside the island that opens the application window of the one chosen.
 */
export function VisaServicesSection({
  id,
  section,
  services,
  captcha,
}: {
  id: string
  /** The section's heading and introduction, and the name of its tab list. */
  section: { heading: string; text: string; tabsLabel: string }
  services: VisaService[]
  captcha: CaptchaConfig
}) {
  return (
    <Section id={id} heading={section.heading} text={section.text}>
      <Island
        name="VisaServices"
        component={VisaServices}
        hydrate="interaction"
        props={{ applications: Object.fromEntries(services.map((service) => [service.id, service.application])), captcha }}
      >
        <Tabs
          label={section.tabsLabel}
          className="visa-tabs"
          items={services.map((service) => ({ id: service.id, label: service.tab, panel: service.panel }))}
        />
      </Island>
    </Section>
  )
}
