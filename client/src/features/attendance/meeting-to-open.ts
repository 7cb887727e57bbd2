/**
 * The meeting a class opens on when the member picks it: today's, else the last one there was, else the first to
 * come. The meetings are in date order.
 */
export function meetingToOpen<T extends { date: string }>(meetings: readonly T[], today: string): T | undefined {
  const past = meetings.filter((meeting) => meeting.date <= today);
  return past[past.length - 1] ?? meetings[0];
}
