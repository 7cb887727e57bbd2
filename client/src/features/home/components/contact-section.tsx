import { homeSections } from '../../../config/paths';
import { SITE_CONTACT, SITE_LOCATIONS } from '../../../config/site';
import { homeContent } from '../home-content';
import './home.css';

/** `tel:` wants digits: "(479) 555-0100" → "tel:+14795550100". */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

export function ContactSection() {
  const { contact } = homeContent;
  const { email, phone, address } = SITE_CONTACT;
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
            {SITE_LOCATIONS.map((location) => (
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
