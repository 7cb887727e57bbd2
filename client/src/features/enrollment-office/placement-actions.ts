import { placementTransitions, type PlacementActor, type PlacementStatusName } from '@coop/contract';

/** The moves a person makes by hand; the others (held, waitlisted) are the system's. */
export type PlacementAction = 'confirmed' | 'declined' | 'withdrawn';

/** What the button of each move says. */
export const placementActionLabels: Record<PlacementAction, string> = {
  confirmed: 'Confirm',
  declined: 'Decline',
  withdrawn: 'Withdraw',
};

function isPersonAction(status: PlacementStatusName): status is PlacementAction {
  return status in placementActionLabels;
}

/** The moves `actor` may make on a placement that is `status`, in the shared table's order. */
export function placementActions(actor: PlacementActor, status: PlacementStatusName): PlacementAction[] {
  return (placementTransitions[actor][status] ?? []).filter(isPersonAction);
}
