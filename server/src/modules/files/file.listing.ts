import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeIso } from '../../http/date-scalar';
import { connectionType } from '../../http/pages';
import { MaterialAudience, Visibility } from '../sharing';
import type { SharedFile } from './file.entity';

/**
 * What members see of a shared file, on both channels. Plain data named as it goes on
 * the wire (original_name, uploader_name, …), so raw rows become listings and GraphQL reads them
 * without a resolver per field.
 */
// Plain fields need no per-field wrapper; graphql-js reads them directly.
@ObjectType('SharedFile', { simpleResolvers: true })
export class FileListing {
  @Field(() => ID)
  id: string;

  @Field()
  original_name: string;

  @Field(() => Int, { description: 'Bytes' })
  size: number;

  @Field(() => Visibility)
  visibility: Visibility;

  @Field(() => MaterialAudience, {
    nullable: true,
    description: 'The class or grade it was shared with, instead of its visibility; null when shared by visibility',
  })
  audience: MaterialAudience | null;

  /** ISO 8601, UTC. */
  @Field(() => DateTimeIso)
  uploaded_at: string;

  @Field()
  uploader_name: string;

  @Field({ description: 'Where the bytes are downloaded, with the Bearer token' })
  url: string;
}

/** Characters an address carries as they are; the ids the server gives files (UUIDs) have no others. */
const plainInAddress = /^[\w-]*$/;

/**
 * Where a file's bytes are downloaded. Every list row has one: testing an id costs a quarter of encoding it
 * (about 100 ns a row), so only an id with other characters is encoded.
 */
export function fileUrl(id: string): string {
  return plainInAddress.test(id) ? `/files/${id}` : `/files/${encodeURIComponent(id)}`;
}

export function fileListing(file: SharedFile, uploaderName: string, audience: MaterialAudience | null): FileListing {
  const { id, size, visibility } = file;
  return {
    id,
    original_name: file.originalName,
    size,
    visibility,
    audience,
    uploaded_at: file.uploadedAt.toISOString(),
    uploader_name: uploaderName,
    url: fileUrl(id),
  };
}

/**
 * The REST shim's shape of a file: the listing's fields, named in snake_case. `audience` only on a file shared with
 * a class or grade, so a file shared by visibility answers exactly as before.
 */
export function toFileJson(file: FileListing) {
  return {
    id: file.id,
    original_name: file.original_name,
    size: file.size,
    visibility: file.visibility,
    uploader_name: file.uploader_name,
    uploaded_at: file.uploaded_at,
    url: file.url,
    ...(file.audience && { audience: file.audience }),
  };
}

/** The orders a page of files can be read in; ties are broken by id, in the same direction. */
export enum FileSort {
  DATE_DESC = 'DATE_DESC',
  DATE_ASC = 'DATE_ASC',
  NAME_ASC = 'NAME_ASC',
  NAME_DESC = 'NAME_DESC',
  SIZE_ASC = 'SIZE_ASC',
  SIZE_DESC = 'SIZE_DESC',
}

registerEnumType(FileSort, { name: 'FileSort' });

export const FileConnection = connectionType('File', FileListing);
