import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A household's choices for the member directory. A household without a row is not listed: listing is chosen, never
 * assumed. One column per field, so the directory's read names exactly what it may show and nothing else.
 */
@Entity({ name: 'directory_listings' })
export class DirectoryListing {
  @PrimaryColumn({ name: 'household_id', type: 'varchar', length: 36 })
  householdId: string;

  @Column({ type: 'boolean', default: false })
  listed: boolean;

  @Column({ name: 'show_household_name', type: 'boolean', default: false })
  showHouseholdName: boolean;

  @Column({ name: 'show_guardian_names', type: 'boolean', default: false })
  showGuardianNames: boolean;

  /** The children's first names and grades, together. */
  @Column({ name: 'show_children', type: 'boolean', default: false })
  showChildren: boolean;

  @Column({ name: 'show_phone', type: 'boolean', default: false })
  showPhone: boolean;

  @Column({ name: 'show_email', type: 'boolean', default: false })
  showEmail: boolean;

  @Column({ name: 'updated_at' })
  updatedAt: Date;
}
