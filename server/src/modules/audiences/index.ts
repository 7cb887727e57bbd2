// The audiences module's front door: what the rest of the server may use of it.
// Who a message reaches: the families of classes, grades and groups, staff, everyone, or households matching a
// condition, each household once with its addresses once each; read by announcements and class-change notices.
export {
  audienceChoices,
  audienceName,
  familiesOfClasses,
  resolveAudience,
  type Audience,
  type AudienceKind,
  type HouseholdCondition,
  type Recipient,
} from './audiences';
