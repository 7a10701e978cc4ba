import { contactUs } from "../../content/contact";
import { useContentPage } from "./hooks";
import * as s from "./content.css";

/** 联系我们: hotline, service hours, contact lines and company addresses, all from the channel. */
export function ContactPage() {
  const { channel } = useContentPage();
  const t = contactUs(channel);
  return (
    <article className={s.article} aria-labelledby="content-title">
      <h1 className={s.title} id="content-title">
        {t.title}
      </h1>
      <p className={s.paragraph}>{t.intro}</p>
      <section className={s.section} aria-labelledby="contact-hotline-heading">
        <h2 className={s.heading} id="contact-hotline-heading">
          {t.hotlineHeading}
        </h2>
        <p className={s.hotline}>
          <a className={s.hotlineLink} href={`tel:${t.hotline}`} data-testid="contact-hotline">
            {t.hotline}
          </a>
        </p>
        <p className={s.muted}>{t.serviceHours}</p>
        <p className={s.paragraph}>{t.onlineHint}</p>
      </section>
      <section className={s.section}>
        <h2 className={s.heading}>{t.contactsHeading}</h2>
        <dl className={s.facts}>
          {t.contacts.map((c) => (
            <div key={`${c.label}${c.value}`} className={s.factRow}>
              <dt className={s.factLabel}>{c.label}</dt>
              <dd className={s.factValue}>{c.href ? <a href={c.href}>{c.value}</a> : c.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={s.section}>
        <h2 className={s.heading}>{t.companiesHeading}</h2>
        {t.companies.map((c) => (
          <address key={c.name} className={s.company}>
            <span className={s.companyName}>{c.name}</span>
            {c.address}
          </address>
        ))}
      </section>
      <p className={s.note}>{t.safetyNote}</p>
    </article>
  );
}
