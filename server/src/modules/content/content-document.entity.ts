import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A document of the site as it stands: the text of its latest version, and that version's revision. Its row is
 * what a save locks, so two saves of one document run one after the other and the later one sees the first.
 */
@Entity({ name: 'content_documents' })
export class ContentDocumentRow {
  /** The path under content/: "news.json", "grade-pages/grade3.md". */
  @PrimaryColumn({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'text' })
  body: string;

  /** The id of the version this text is; 0 only inside the transaction that first inserts the row. */
  @Column({ type: 'integer' })
  revision: number;

  @Column({ name: 'updated_at' })
  updatedAt: Date;

  @Column({ name: 'updated_by', type: 'varchar', length: 200 })
  updatedBy: string;
}
