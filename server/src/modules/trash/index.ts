export { TrashBin } from './trash-bin';
export { TrashResolver } from './trash.resolver';
export { TrashKind } from './trash.rules';
export { TrashService } from './trash.service';
export { TrashableEntity } from './trashable.entity';
