import path from 'node:path';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType } from 'type-graphql';
import { ContentResolver } from '../modules/content/content.resolver';
import type { ContentService } from '../modules/content/content.service';
import { ContentImageResolver } from '../modules/media/content-image.resolver';
import type { ContentImageService } from '../modules/media/content-image.service';
import { EnrollmentOfficeResolver } from '../modules/enrollment-office/enrollment-office.resolver';
import type { EnrollmentOfficeService } from '../modules/enrollment-office/enrollment-office.service';
import { FileResolver } from '../modules/files/file.resolver';
import type { FileService } from '../modules/files/file.service';
import { FormFieldResolver, FormSubmissionResolver } from '../modules/forms/form.resolver';
import type { FormService } from '../modules/forms/form.service';
import { LinkResolver } from '../modules/links/link.resolver';
import { OutboxResolver } from '../modules/mail/outbox.resolver';
import type { OutboxService } from '../modules/mail/outbox.service';
import { ListVersionsResolver } from '../modules/lists/list-versions.resolver';
import { PasswordResetResolver } from '../modules/password-reset/password-reset.resolver';
import type { PasswordResetService } from '../modules/password-reset/password-reset.service';
import type { ListVersionsService } from '../modules/lists/list-versions.service';
import type { LinkService } from '../modules/links/link.service';
import { SessionResolver } from '../modules/sessions/session.resolver';
import type { SessionService } from '../modules/sessions/session.service';
import { TrashResolver } from '../modules/trash/trash.resolver';
import type { TrashService } from '../modules/trash/trash.service';
import { UserResolver } from '../modules/users/user.resolver';
import type { UsersService } from '../modules/users/user.service';
import { authChecker } from '../auth/auth-checker';
import { DateTimeIso } from '../http/date-scalar';

export interface Services {
  sessions: SessionService;
  users: UsersService;
  files: FileService;
  links: LinkService;
  forms: FormService;
  trash: TrashService;
  versions: ListVersionsService;
  outbox: OutboxService;
  resets: PasswordResetService;
  office: EnrollmentOfficeService;
  content: ContentService;
  contentImages: ContentImageService;
}

/** The committed copy that the client's code generation reads; written by the build. */
export const schemaFilePath = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');

function resolverContainer(services: Services | undefined): ContainerType {
  const instances = new Map<Function, () => unknown>([
    [SessionResolver, () => new SessionResolver(services!.sessions, services!.users)],
    [UserResolver, () => new UserResolver(services!.users)],
    [FileResolver, () => new FileResolver(services!.files)],
    [LinkResolver, () => new LinkResolver(services!.links)],
    [FormSubmissionResolver, () => new FormSubmissionResolver(services!.forms)],
    [TrashResolver, () => new TrashResolver(services!.trash)],
    [FormFieldResolver, () => new FormFieldResolver(services!.forms)],
    [ListVersionsResolver, () => new ListVersionsResolver(services!.versions)],
    [OutboxResolver, () => new OutboxResolver(services!.outbox)],
    [PasswordResetResolver, () => new PasswordResetResolver(services!.resets)],
    [EnrollmentOfficeResolver, () => new EnrollmentOfficeResolver(services!.office)],
    [ContentResolver, () => new ContentResolver(services!.content)],
    [ContentImageResolver, () => new ContentImageResolver(services!.contentImages)],
  ]);
  const built = new Map<Function, unknown>();
  return {
    get(someClass) {
      if (!services) throw new Error('Resolvers need services to run');
      if (!built.has(someClass)) built.set(someClass, instances.get(someClass)!());
      return built.get(someClass);
    },
  };
}

/** Without services the schema can be printed but not executed (the build uses that). */
export function buildGraphqlSchema(services?: Services): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [
      SessionResolver,
      UserResolver,
      FileResolver,
      LinkResolver,
      FormSubmissionResolver,
      TrashResolver,
      FormFieldResolver,
      ListVersionsResolver,
      OutboxResolver,
      PasswordResetResolver,
      EnrollmentOfficeResolver,
      ContentResolver,
      ContentImageResolver,
    ],
    container: resolverContainer(services),
    authChecker,
    scalarsMap: [{ type: Date, scalar: DateTimeIso }],
    validate: false,
  });
}

export function printGraphqlSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
