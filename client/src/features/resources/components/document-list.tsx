import { downloadName, resources } from '../resources';
import './resources.css';

export function DocumentList() {
  return (
    <ul className="card-grid card-grid--two">
      {resources().documents.map((document) => (
        <li key={document.url} className="resource-card">
          <h3 className="resource-card__title">{document.name}</h3>
          <p>{document.description}</p>
          <a className="button button--primary" href={document.url} download={downloadName(document.url)}>
            Download<span className="visually-hidden"> {document.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
