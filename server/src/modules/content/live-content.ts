import type { Catalog } from '@coop/contract';
import { siteDetails, type SiteDetails } from '../site';
import type { ContentService, ContentSnapshot } from './content.service';

/**
 * The catalog and the co-op's details as the saved documents say now, for the services that read them on each
 * use (the enrollment form, the office, calendar feeds, e-mail). Each is worked out again only when its text
 * changed, so readers may compare them by identity.
 */
export class LiveContent {
  private catalogBody = '';
  private siteBody = '';
  private currentSite!: SiteDetails;
  private catalogListeners: ((catalog: Catalog) => Promise<void>)[] = [];

  constructor(private readonly content: ContentService) {
    this.update(content.snapshot());
    content.onChange((snapshot) => this.changed(snapshot));
  }

  readonly catalog = (): Catalog => this.content.catalog();

  /** When the catalog was last saved: calendar feeds carry it. */
  readonly catalogChangedAt = (): Date => this.content.stored('catalog.json')!.updatedAt;

  readonly site = (): SiteDetails => this.currentSite;

  /** Told of each new catalog before the save that made it is answered. */
  onCatalogChange(listener: (catalog: Catalog) => Promise<void>): void {
    this.catalogListeners.push(listener);
  }

  private update(snapshot: ContentSnapshot): boolean {
    const site = snapshot.documents['site.json'];
    if (site !== this.siteBody) {
      this.currentSite = siteDetails(site);
      this.siteBody = site;
    }
    const catalog = snapshot.documents['catalog.json'];
    const catalogChanged = catalog !== this.catalogBody;
    this.catalogBody = catalog;
    return catalogChanged;
  }

  private async changed(snapshot: ContentSnapshot): Promise<void> {
    if (!this.update(snapshot)) return;
    const catalog = this.catalog();
    for (const listener of this.catalogListeners) await listener(catalog);
  }
}
