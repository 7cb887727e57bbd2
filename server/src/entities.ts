import { ContentDocumentRow } from './modules/content/content-document.entity';
import { ContentVersionRow } from './modules/content/content-version.entity';
import { ClassSetting } from './modules/enrollment-office/class-setting.entity';
import { ClassTeacher } from './modules/enrollment-office/class-teacher.entity';
import { Enrollment } from './modules/enrollment-office/enrollment.entity';
import { PlacementEvent } from './modules/enrollment-office/placement-event.entity';
import { Placement } from './modules/enrollment-office/placement.entity';
import { DigestRun } from './modules/enrollment-office/digest-run.entity';
import { SharedFile } from './modules/files/file.entity';
import { FormSubmission } from './modules/forms/form-submission.entity';
import { SharedLink } from './modules/links/link.entity';
import { OutboxMessage } from './modules/mail/outbox-message.entity';
import { PasswordResetToken } from './modules/password-reset/password-reset-token.entity';
import { Session } from './modules/sessions/session.entity';
import { User } from './modules/accounts/user.entity';

/** Every table the modules keep, handed to the database by whoever opens it: the db layer knows no module. */
export const entities = [
  User,
  Session,
  SharedFile,
  SharedLink,
  FormSubmission,
  OutboxMessage,
  PasswordResetToken,
  ClassSetting,
  ClassTeacher,
  Enrollment,
  Placement,
  PlacementEvent,
  DigestRun,
  ContentDocumentRow,
  ContentVersionRow,
];
