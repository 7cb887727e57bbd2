import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A family: its contact details; its guardians, students and history are rows of their own. */
@Entity({ name: 'households' })
export class Household {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** How the family calls itself, "The Rivera family"; blank until someone names it. */
  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** The postal address as the family writes it, lines kept. */
  @Column({ type: 'text' })
  address: string;

  @Column({ name: 'home_phone', type: 'varchar', length: 40 })
  homePhone: string;

  @Column({ name: 'created_at' })
  createdAt: Date;

  @Column({ name: 'updated_at' })
  updatedAt: Date;
}
