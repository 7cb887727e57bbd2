import { useSearchParams } from 'react-router-dom';
import { LoadingOrFailed } from '../../../components/loading-or-failed';
import { Tabs } from '../../../components/tabs';
import type { SessionUser } from '../../../lib/auth-storage';
import { useEditableContent } from '../api/editable-content';
import { siteContentUiMessages as messages } from '../site-content-ui-messages';
import { siteSectionLabels, siteSectionSearch, siteSections, type SiteSection } from '../site-sections';
import { ChangesSection } from './changes-section';
import { ChecklistSection } from './checklist-section';
import { ContactSection } from './contact-section';
import { HistorySection } from './history-section';
import { NewsSection } from './news-section';
import { NoticeSection } from './notice-section';
import { PagesSection } from './pages-section';
import { ResourcesSection } from './resources-section';
import '../site-content.css';

/**
 * The Site content tab: a section per kind of document the viewer may edit (the server's list decides, and
 * refuses a save anyway), plus the administrators' changes log and checklist. `?section=` names the section,
 * `?key=` the page or document it opens on and `?item=` a news item or a resource link, so a link can lead
 * straight to one.
 */
export function SiteContent({ viewer }: { viewer: SessionUser }) {
  const editable = useEditableContent();
  const [searchParams, setSearchParams] = useSearchParams();
  const keys = editable.data?.editableContent;

  if (!keys)
    return (
      <section className="member-panel" aria-labelledby="site-content-heading">
        <h2 id="site-content-heading">Site content</h2>
        <LoadingOrFailed query={editable} loadingText={messages.loading} failedText={messages.loadFailed} />
      </section>
    );

  const sections = siteSections(viewer.role, keys);
  const requested = searchParams.get('section');
  const section = sections.find((each) => each === requested) ?? sections[0];
  const chosenDocument = searchParams.get('key');

  function open(next: SiteSection, key?: string) {
    setSearchParams(siteSectionSearch(next, { key }), { replace: true });
  }

  function panel(shown: SiteSection) {
    switch (shown) {
      case 'news':
        return <NewsSection canDelete={viewer.role === 'admin'} openItem={searchParams.get('item')} />;
      case 'notice':
        return <NoticeSection />;
      case 'pages':
        return <PagesSection editable={keys ?? []} chosen={chosenDocument} onChoose={(key) => open('pages', key)} />;
      case 'contact':
        return <ContactSection />;
      case 'resources':
        return <ResourcesSection openItem={searchParams.get('item')} />;
      case 'history':
        return (
          <HistorySection editable={keys ?? []} chosen={chosenDocument} onChoose={(key) => open('history', key)} />
        );
      case 'changes':
        return <ChangesSection />;
      case 'checklist':
        return <ChecklistSection />;
    }
  }

  return (
    <section className="member-panel site-content" aria-labelledby="site-content-heading">
      <h2 id="site-content-heading">Site content</h2>
      {section ? (
        <Tabs
          label="Site content sections"
          tabs={sections.map((id) => ({ id, label: siteSectionLabels[id] }))}
          selected={section}
          onSelect={(id) => open(id)}
        >
          <div key={section}>{panel(section)}</div>
        </Tabs>
      ) : (
        <p>{messages.nothingToEdit}</p>
      )}
    </section>
  );
}
