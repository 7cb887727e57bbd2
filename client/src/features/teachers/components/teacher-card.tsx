import { ResponsiveImage } from '../../../components/responsive-image';
import { RichText } from '../../../components/rich-text';
import type { TeacherBio } from '../api/use-teacher-bios';
import './teachers.css';

export const BIO_FALLBACK = 'Bio content is currently being loaded...';

/** One biography: round photo, name and text; after three failed addresses, the fallback with the error. */
export function TeacherCard({ bio }: { bio: TeacherBio }) {
  const headingId = `${bio.sectionid}-name`;
  return (
    <li>
      <article id={bio.sectionid} className="teacher-card" aria-labelledby={headingId}>
        <ResponsiveImage className="teacher-card__photo" id={bio.photo} sizes="8rem" alt={`Portrait of ${bio.name}`} />
        <div className="teacher-card__body">
          <h2 id={headingId} className="teacher-card__name">
            {bio.name}
          </h2>
          {'content' in bio ? (
            <RichText content={bio.content} />
          ) : (
            <div role="alert">
              <p>{BIO_FALLBACK}</p>
              <p className="page-status__detail">Error details: {bio.error}</p>
            </div>
          )}
        </div>
      </article>
    </li>
  );
}
