import { dayText, listText } from '@coop/contract';
import { contactLine, letterTo, type Block, type MailMessage } from '../mail';
import type { SiteDetails } from '../site';
import type { ClassChange } from './class-change-detection';

/** The notice's subject: the classes it is about, by their titles. */
export function classChangeSubject(changes: readonly ClassChange[]): string {
  const titles = listText(changes.map((change) => change.title));
  return changes.length === 1 ? `Schedule change for ${titles}` : `Schedule changes for ${titles}`;
}

function classBlocks(change: ClassChange, siteUrl: string): Block[] {
  const blocks: Block[] = [{ heading: change.title }];
  if (change.regular.length > 0) {
    blocks.push(
      { paragraph: `From ${dayText(change.regularFrom!)} on, every meeting changes:` },
      { list: change.regular.map((part) => `${part.label}: was ${part.before}, now ${part.after}`) },
    );
  }
  if (change.meetings.length > 0) {
    blocks.push(
      { paragraph: change.meetings.length === 1 ? 'One meeting changes:' : 'These meetings change:' },
      {
        list: change.meetings.map(
          (meeting) =>
            `${dayText(meeting.date)}: was ${meeting.before}, now ${meeting.after}${meeting.note ? `. ${meeting.note}` : ''}`,
        ),
      },
    );
  }
  blocks.push({ link: { text: `See the schedule of ${change.title}`, url: `${siteUrl}/${change.page}` } });
  return blocks;
}

/**
 * One class-change notice to one address: the classes of it that concern that address, each with what changed
 * and for which meetings. Notices about a family's own classes carry no unsubscribe link: they cannot be stopped.
 */
export function classChangeMail(
  to: string,
  changes: readonly ClassChange[],
  ref: string,
  site: SiteDetails,
  siteUrl: string,
): MailMessage {
  const blocks: Block[] = [
    {
      paragraph:
        changes.length === 1
          ? `The schedule of ${changes[0].title} has changed.`
          : `The schedules of ${listText(changes.map((change) => change.title))} have changed.`,
    },
    ...changes.flatMap((change) => classBlocks(change, siteUrl)),
    {
      paragraph:
        'This notice goes to every family with a child enrolled in or waiting for the class, and to its teachers.',
    },
    { paragraph: contactLine(site) },
  ];
  return { ...letterTo(to, 'class_change', classChangeSubject(changes), { greeting: 'Hello,', blocks }, site), ref };
}
