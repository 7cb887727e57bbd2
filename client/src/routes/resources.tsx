import { Breadcrumb } from '../components/breadcrumb';
import { paths } from '../config/paths';
import { DocumentList } from '../features/resources/components/document-list';
import { LinkList } from '../features/resources/components/link-list';
import { PageMeta } from '../lib/page-meta';

export function ResourcesRoute() {
  return (
    <div className="page">
      <PageMeta
        title="Resources"
        description="Download our conduct policy and orientation slides, and find helpful homeschool websites, Arkansas homeschool groups and free online learning."
        path={paths.resources.getHref()}
        keywords={['homeschool resources', 'Arkansas homeschool']}
      />
      <Breadcrumb steps={[{ label: 'Home', href: paths.home.getHref() }, { label: 'Resources' }]} />
      <h1>Resources</h1>
      <section className="page-section" aria-labelledby="documents-heading">
        <h2 id="documents-heading">Documents</h2>
        <DocumentList />
      </section>
      <section className="page-section" aria-labelledby="links-heading">
        <h2 id="links-heading">Helpful links</h2>
        <LinkList />
      </section>
    </div>
  );
}
