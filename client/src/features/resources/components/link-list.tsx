import { resources } from '../resources';
import './resources.css';

/** The Resources page's links: each external link opens in a new tab. */
export function LinkList() {
  return (
    <ul className="link-list">
      {resources().links.map((link) => (
        <li key={link.url} className="link-list__item">
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <p>{link.description}</p>
        </li>
      ))}
    </ul>
  );
}
