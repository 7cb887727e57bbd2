// The trash module's front door: what the rest of the server may use of it.
// Deleted files and links kept for 30 days, restored by administrators, purged hourly.
export { TrashBin } from './trash-bin';
export { TrashResolver } from './trash.resolver';
export { TrashKind } from './trash.rules';
export { TrashService } from './trash.service';
export { TrashableEntity } from './trashable.entity';
