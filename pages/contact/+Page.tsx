import { BusinessProfile } from '../../components/contact/BusinessProfile'
import { ContactAbout } from '../../components/contact/ContactAbout'
import { ContactCards } from '../../components/contact/ContactCards'
import { ContactDetails } from '../../components/contact/ContactDetails'
import { ContactIntro } from '../../components/contact/ContactIntro'
import { ContactOffices } from '../../components/contact/ContactOffices'
import { ContactReviews } from '../../components/contact/ContactReviews'
import { ContactStory } from '../../components/contact/ContactStory'
import { ContactWhatsApp } from '../../components/contact/ContactWhatsApp'
import { EmergencySupport } from '../../components/contact/EmergencySupport'
import { TestimonialCards } from '../../components/home/TestimonialCards'
import { Island } from '../../components/Island'
import { Section } from '../../components/ui/Section'
import ContactPageForm from '../../islands/ContactPageForm'
import type { ContactPageData } from './+data'
import './contact.css'

export default function Page({ data }: { data: ContactPageData }) {
  const { page, site } = data
  return (
    <>
      <ContactIntro intro={page.intro} site={site} />
      <ContactAbout about={page.about} site={site} />
      <ContactStory story={page.story} mission={page.mission} />
      <Section id="values" heading={page.values.heading} text={page.values.text}>
        <ContactCards items={page.values.items} columns={4} />
      </Section>
      <Section id="reasons" heading={page.reasons.heading} text={page.reasons.text} tone="tint">
        <ContactCards items={page.reasons.items} columns={3} />
      </Section>
      <Section id="contact-form" heading={page.form.heading} text={page.form.text} tone="dark">
        <div className="split contact-page-form">
          <div className="contact-page-form__card">
            <h3>{page.form.formHeading}</h3>
            <Island name="ContactPageForm" component={ContactPageForm} props={{ captcha: data.captcha, travelMonthsFrom: data.travelMonthsFrom }} />
          </div>
          <ContactDetails site={site} />
        </div>
      </Section>
      <Section id="offices" heading={page.offices.heading} text={page.offices.text}>
        <ContactOffices offices={data.offices} />
        <ContactWhatsApp whatsapp={page.whatsapp} site={site} />
      </Section>
      <Section id="testimonials" heading={page.testimonials.heading} text={page.testimonials.text} tone="tint">
        <TestimonialCards testimonials={data.testimonials} columns={4} />
        <ContactReviews reviews={page.reviews} />
      </Section>
      <Section id="business-profile" heading={page.businessProfile.heading} text={page.businessProfile.text}>
        <BusinessProfile profile={page.businessProfile} site={site} />
      </Section>
      <Section id="emergency" heading={page.emergency.heading} text={page.emergency.text} tone="tint">
        <EmergencySupport emergency={page.emergency} />
      </Section>
    </>
  )
}
