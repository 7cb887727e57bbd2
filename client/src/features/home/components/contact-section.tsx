import { homeSections } from '../../../config/paths';
import { siteContent } from '../../../config/site';
import { telHref } from '../../../lib/tel-href';
import { homeContent } from '../home-content';
import './home.css';

export function ContactSection() {
  const { contact } = homeContent();
  const site = siteContent();
  const { email, phone, address } = site.contact;
  return (
    <section id={homeSections.contact} className="home-section" aria-labelledby="contact-heading">
      <div className="home-section__inner contact">
        <div>
          <h2 id="contact-heading">{contact.title}</h2>
          <p>{contact.text}</p>
          <dl className="contact__details">
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(phone)}>{phone}</a>
            </dd>
            <dt>Mailing address</dt>
            <dd>
              <address>
                {address.street}
                <br />
                {address.city}, {address.state} {address.postalCode}
              </address>
            </dd>
          </dl>
        </div>
        <div>
          <h3>Our locations</h3>
          <ul className="contact__locations">
            {site.locations.map((location) => (
              <li key={location.name}>
                <strong>{location.name}</strong>: {location.description}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
