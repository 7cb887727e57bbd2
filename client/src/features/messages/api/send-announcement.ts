import { useMutation } from '@apollo/client/react';
import { SendAnnouncementDocument } from '../../../graphql/graphql';

/* GraphQL */ `
  mutation SendAnnouncement($input: SendAnnouncementInput!) {
    sendAnnouncement(input: $input) {
      ...AnnouncementFields
    }
  }
`;

/** Sends or schedules a message (the Sent list reads it when it is next shown). */
export function useSendAnnouncement() {
  return useMutation(SendAnnouncementDocument);
}
