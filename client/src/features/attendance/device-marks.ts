import type { AttendanceStatusName } from '@coop/contract';

// What this device keeps of attendance, in localStorage: the posts the service worker holds while offline (so the
// screen can say what waits here), and the last roster loaded of each meeting (so the screen still opens after a
// reload without a connection).

export interface MarksPost {
  postId: string;
  classKey: string;
  date: string;
  /** When the marks were made on this device: of two marks for a child, the later one stays. */
  markedAt: string;
  marks: { placementId: string; status: AttendanceStatusName }[];
}

const waitingKey = 'coop.attendance.waiting';
const rosterKey = (classKey: string, date: string) => `coop.attendance.roster.${classKey}.${date}`;
const choicesKey = 'coop.attendance.choices';

function read<T>(key: string): T | undefined {
  try {
    const text = localStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage only loses the offline copy; the marks themselves are the service worker's.
  }
}

/** The posts held on this device, oldest first: the order the service worker sends them in. */
export function waitingPosts(): MarksPost[] {
  return read<MarksPost[]>(waitingKey) ?? [];
}

export function keepWaiting(post: MarksPost): void {
  write(waitingKey, [...waitingPosts(), post]);
}

/**
 * The service worker tells of each post it sent, oldest first, without naming it: the oldest one waiting is the
 * one that went. Answers it, or undefined when none waited.
 */
export function oldestSent(): MarksPost | undefined {
  const [sent, ...rest] = waitingPosts();
  write(waitingKey, rest);
  return sent;
}

/** Each child's mark waiting on this device for the meeting, the latest post's winning. */
export function waitingMarks(classKey: string, date: string): Map<string, AttendanceStatusName> {
  const marks = new Map<string, AttendanceStatusName>();
  for (const post of waitingPosts().filter((each) => each.classKey === classKey && each.date === date))
    for (const mark of post.marks) marks.set(mark.placementId, mark.status);
  return marks;
}

export function keepRoster<T>(classKey: string, date: string, roster: T): void {
  write(rosterKey(classKey, date), roster);
}

export function savedRoster<T>(classKey: string, date: string): T | undefined {
  return read<T>(rosterKey(classKey, date));
}

export function keepChoices<T>(choices: T): void {
  write(choicesKey, choices);
}

export function savedChoices<T>(): T | undefined {
  return read<T>(choicesKey);
}
