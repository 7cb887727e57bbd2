import type { EntityManager } from 'typeorm';

/** What a permanent deletion reports having removed along with the account. */
export interface DeletedCounts {
  files: number;
  links: number;
}

export interface DeletionStepResult {
  count: number;
  /** Work that must wait until the rows are gone for good, such as removing stored bytes. */
  afterCommit?: () => Promise<void>;
}

/**
 * The extension point of permanent deletion: each module that owns data of a
 * user registers a step, which runs inside the deletion's transaction.
 */
export interface UserDeletionStep {
  key: keyof DeletedCounts;
  remove(manager: EntityManager, userId: string): Promise<DeletionStepResult>;
}
