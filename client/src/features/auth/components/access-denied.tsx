import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { authMessages } from '../auth-messages';
import './auth.css';

/** `requiredRole`: the role, or the roles joined by "or", that may see the page. */
export function AccessDenied({ requiredRole }: { requiredRole: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  function goBack() {
    // The first page of a visit ('default') has nowhere to go back to within the site.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.home.getHref());
  }
  return (
    <section className="access-denied" aria-labelledby="access-denied-heading">
      <h2 id="access-denied-heading">Access Denied</h2>
      <p>{authMessages.accessDenied(requiredRole)}</p>
      <button type="button" className="button button--primary" onClick={goBack}>
        Go Back
      </button>
    </section>
  );
}
