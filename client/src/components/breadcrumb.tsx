import { Link } from 'react-router-dom';

export type BreadcrumbStep = { label: string; href?: string };

/** Some trails read "Home / Classes" and others "Home > Our Classes > Grade 1". */
export type BreadcrumbSeparator = '/' | '>';

/** Every step but the last is a link; the last is the current page. */
export function Breadcrumb({
  steps,
  separator = '>',
}: {
  steps: readonly BreadcrumbStep[];
  separator?: BreadcrumbSeparator;
}) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol className="breadcrumb__list">
        {steps.map((step, position) => {
          const last = position === steps.length - 1;
          return (
            <li key={step.label} className="breadcrumb__item">
              {position > 0 && (
                <span className="breadcrumb__separator" aria-hidden="true">
                  {separator}
                </span>
              )}
              {last || !step.href ? (
                <span aria-current={last ? 'page' : undefined}>{step.label}</span>
              ) : (
                <Link to={step.href}>{step.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
