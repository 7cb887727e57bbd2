import { Session } from "../modules/sessions/session.entity";
import { User } from "../modules/users/user.entity";

export const entities = [User, Session];
