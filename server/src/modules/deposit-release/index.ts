// The deposit-release module's front door: the per-term rule that warns, then releases, held seats whose
// deposits stay unpaid.
export {
  DepositRelease,
  defaultDepositReleaseSettings,
  type DepositReleaseRun,
  type DepositReleaseSettings,
} from './deposit-release';
export { DepositReleaseStep } from './deposit-release-step.entity';
