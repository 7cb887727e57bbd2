import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const contentActions = ['import', 'save', 'restore'] as const;
export type ContentAction = (typeof contentActions)[number];

/** One saved text of a document, kept for good: the history an administrator reads and restores from. */
@Entity({ name: 'content_versions' })
export class ContentVersionRow {
  /** The revision: increasing across every document. */
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 16 })
  action: ContentAction;

  /** The account that saved it; null for the content/ files and once the account is gone. */
  @Column({ name: 'author_id', type: 'varchar', length: 36, nullable: true })
  authorId: string | null;

  /** Kept as it was, so the history still names someone whose account was removed. */
  @Column({ name: 'author_name', type: 'varchar', length: 200 })
  authorName: string;

  @Column({ name: 'created_at' })
  createdAt: Date;

  @Column({ type: 'varchar', length: 300 })
  summary: string;
}
