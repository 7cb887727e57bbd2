import { createHash } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import {
  calendarFeedPath,
  calendarFeedsPath,
  calendarGroupSlug,
  type Catalog,
  type ScheduleChange,
} from '@coop/contract';
import type { CatalogSource } from '../catalog';
import { buildCalendarFeed } from './calendar-feed';

/** What the feeds are made of, each asked for on use: staff may change the catalog and the co-op's name. */
export interface CalendarSource {
  catalog: CatalogSource;
  /**
   * The one-off changes to single meetings in force (schedule-changes.json, checked when saved) and when they
   * were saved; a saved change is in the next feed a calendar app fetches.
   */
  changes: () => { changes: readonly ScheduleChange[]; savedAt: Date };
  /** When the catalogue last changed: with the changes' save, the feed's DTSTAMP. */
  modifiedAt: () => Date;
  siteName: () => string;
  siteUrl: string;
}

interface Feeds {
  all: Feed;
  groups: Map<string, Feed>;
}

interface Feed {
  fileName: string;
  body: string;
  etag: string;
}

function feed(fileName: string, body: string): Feed {
  return { fileName, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

function buildFeeds(
  catalog: Catalog,
  changes: readonly ScheduleChange[],
  siteName: string,
  stamp: Date,
  siteUrl: string,
): Feeds {
  const common = { siteName, uidDomain: new URL(siteUrl).hostname, stamp };
  const all = feed(
    'classes.ics',
    buildCalendarFeed(catalog, catalog.classes, changes, { ...common, title: 'All classes' }),
  );
  const groups = new Map(
    catalog.groups.map((group) => {
      const slug = calendarGroupSlug(group.key);
      const classes = catalog.classes.filter((item) => item.group === group.key);
      return [
        slug,
        feed(
          `${slug}-classes.ics`,
          buildCalendarFeed(catalog, classes, changes, { ...common, title: `${group.title} classes` }),
        ),
      ];
    }),
  );
  return { all, groups };
}

/** Calendar apps poll a subscription: they get an hour of caching and a 304 while nothing changed. */
function send(req: Request, res: Response, feed: Feed): void {
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${feed.fileName}"`);
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.setHeader('ETag', feed.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.send(feed.body);
}

/** `GET /calendar.ics` (every class) and `GET /calendar/<group>.ics` (one group). */
export function calendarRoutes(source: CalendarSource): Router {
  // Every feed is written once per catalog, changes, name and time of change, and again after any of them changed.
  let built:
    { catalog: Catalog; changes: readonly ScheduleChange[]; siteName: string; stamp: number; feeds: Feeds } | undefined;
  const current = (): Feeds => {
    const catalog = source.catalog();
    const { changes, savedAt } = source.changes();
    const siteName = source.siteName();
    const stamp = new Date(Math.max(+source.modifiedAt(), +savedAt));
    if (
      built?.catalog !== catalog ||
      built.changes !== changes ||
      built.siteName !== siteName ||
      built.stamp !== stamp.getTime()
    )
      built = {
        catalog,
        changes,
        siteName,
        stamp: stamp.getTime(),
        feeds: buildFeeds(catalog, changes, siteName, stamp, source.siteUrl),
      };
    return built.feeds;
  };
  const router = express.Router();
  router.get(calendarFeedPath(), (req, res) => send(req, res, current().all));
  router.get(`${calendarFeedsPath}/:file`, (req, res) => {
    const match = /^([a-z0-9-]+)\.ics$/.exec(req.params.file);
    const found = match ? current().groups.get(match[1]) : undefined;
    if (!found) {
      res
        .status(404)
        .type('text/plain')
        .send(
          `No such calendar. Try ${calendarFeedPath()} or one of: ${source
            .catalog()
            .groups.map((group) => calendarFeedPath(group.key))
            .join(', ')}`,
        );
      return;
    }
    send(req, res, found);
  });
  return router;
}
