import { clockText, counted, dayText, hoursOfQuota } from '@coop/contract';

// Texts of the Sign up tab; the server's own sentence (a refusal with its numbers) is shown whenever it sends one.
export const volunteerSignupsLoading = 'Loading the volunteer slots…';

export const volunteerSignupsUiMessages = {
  loadFailed: 'Failed to load the volunteer slots',
  swapsFailed: 'Failed to load the swaps',
  actionFailed: 'That did not work. Please try again.',
  noSlots: 'No volunteer slots are coming up in this term.',
  noSignups: 'Your household has not signed up for any slot yet.',
  noSwaps: 'No place has been offered for a swap yet.',
  notTakingPart: 'Your household has no child in this term’s classes, so it is not asked to volunteer.',
  share: (signedUp: number, quota: number) => `Your household: ${hoursOfQuota(signedUp, quota)} signed up.`,
  shareOpen: 'Every household has signed up for its share: the remaining places are open to all.',
  time: (slot: { start: string; end: string }) => `${clockText(slot.start)} to ${clockText(slot.end)}`,
  day: dayText,
  placesLeft: (count: number) => (count === 0 ? 'Full' : `${counted(count, 'place')} left`),
  offered: (count: number) => `${counted(count, 'place')} offered by another household`,
  signedUp: (name: string, role: string, date: string) => `${name} is signed up for ${role} on ${dayText(date)}.`,
  took: (name: string, role: string) => `${name} took the offered place for ${role}.`,
  cancelled: (role: string) => `Your signup for ${role} is cancelled.`,
  offeredDone: (role: string) => `Your place for ${role} is offered for a swap; you hold it until someone takes it.`,
  withdrawn: (role: string) => `Your offer for ${role} is withdrawn.`,
  filled: (name: string, role: string) => `${name} is on ${role}.`,
  removed: (name: string) => `${name} is removed from the slot.`,
  assigned: (count: number, date: string) =>
    count === 0
      ? `No open place on ${dayText(date)} could be filled.`
      : `${counted(count, 'place')} filled on ${dayText(date)}.`,
  yourSlotFor: (name: string) => `Yours: ${name}`,
} as const;
