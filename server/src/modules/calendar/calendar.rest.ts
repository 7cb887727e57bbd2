import { createHash } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import {
  calendarFeedPath,
  calendarFeedsPath,
  calendarGroupSlug,
  type Catalog,
  type ScheduleChange,
} from '@coop/contract';
import { loadSiteDetails } from '../site/site-details';
import { buildCalendarFeed } from './calendar-feed';

export interface CalendarSource {
  catalog: Catalog;
  /**
   * The one-off changes to single meetings in force (schedule-changes.json, checked when saved) and when they
   * were saved; asked at each request, so a saved change is in the next feed a calendar app fetches.
   */
  changes: () => { changes: readonly ScheduleChange[]; savedAt: Date };
  /** When the catalogue last changed: with the changes' save, the feed's DTSTAMP. */
  modifiedAt: Date;
  contentDir: string;
  siteUrl: string;
}

interface Feed {
  fileName: string;
  body: string;
  etag: string;
}

function feed(fileName: string, body: string): Feed {
  return { fileName, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

interface Feeds {
  all: Feed;
  groups: Map<string, Feed>;
}

/** Every feed, written again only when the changes do. */
function buildFeeds(source: CalendarSource, changes: readonly ScheduleChange[], savedAt: Date): Feeds {
  const { catalog } = source;
  const common = {
    siteName: loadSiteDetails(source.contentDir).name,
    uidDomain: new URL(source.siteUrl).hostname,
    stamp: new Date(Math.max(+source.modifiedAt, +savedAt)),
  };
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
  let built: { changes: readonly ScheduleChange[]; feeds: Feeds } | undefined;
  const feeds = (): Feeds => {
    const { changes, savedAt } = source.changes();
    if (built?.changes !== changes) built = { changes, feeds: buildFeeds(source, changes, savedAt) };
    return built.feeds;
  };
  const router = express.Router();
  router.get(calendarFeedPath(), (req, res) => send(req, res, feeds().all));
  router.get(`${calendarFeedsPath}/:file`, (req, res) => {
    const match = /^([a-z0-9-]+)\.ics$/.exec(req.params.file);
    const found = match ? feeds().groups.get(match[1]) : undefined;
    if (!found) {
      res
        .status(404)
        .type('text/plain')
        .send(
          `No such calendar. Try ${calendarFeedPath()} or one of: ${source.catalog.groups.map((group) => calendarFeedPath(group.key)).join(', ')}`,
        );
      return;
    }
    send(req, res, found);
  });
  return router;
}
